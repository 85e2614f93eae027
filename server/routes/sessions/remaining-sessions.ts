import { contract } from '../../../src/contract/contract';
import { notImplemented } from '../not-implemented';
import { s } from '../ts-rest';

export const remainingSessions = () =>
  s.route(contract.sessions.remainingSessions, notImplemented('plans and remaining sessions'));
