import { contract } from '../../../src/contract/contract';
import { notImplemented } from '../not-implemented';
import { s } from '../ts-rest';

export const remainingMinutes = () =>
  s.route(contract.sessions.remainingMinutes, notImplemented('plans and remaining minutes'));
