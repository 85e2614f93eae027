import { contract } from '../../../src/contract/contract';
import { notImplemented } from '../not-implemented';
import { s } from '../ts-rest';

export const listProgressShares = () => s.route(contract.users.listProgressShares, notImplemented('sharing progress'));
