import { contract } from '../../../src/contract/contract';
import { notImplemented } from '../not-implemented';
import { s } from '../ts-rest';

export const revokeProgressShare = () =>
  s.route(contract.users.revokeProgressShare, notImplemented('sharing progress'));
