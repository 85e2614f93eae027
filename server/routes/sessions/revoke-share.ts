import { contract } from '../../../src/contract/contract';
import { notImplemented } from '../not-implemented';
import { s } from '../ts-rest';

export const revokeShare = () => s.route(contract.sessions.revokeShare, notImplemented('sharing sessions'));
