import { contract } from '../../../src/contract/contract';
import { notImplemented } from '../not-implemented';
import { s } from '../ts-rest';

export const createProgressShare = () =>
  s.route(contract.users.createProgressShare, notImplemented('sharing progress'));
