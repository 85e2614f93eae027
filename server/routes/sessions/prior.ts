import { contract } from '../../../src/contract/contract';
import { notImplemented } from '../not-implemented';
import { s } from '../ts-rest';

export const prior = () => s.route(contract.sessions.prior, notImplemented('session history'));
