import { contract } from '../../../src/contract/contract';
import { notImplemented } from '../not-implemented';
import { s } from '../ts-rest';

export const share = () => s.route(contract.sessions.share, notImplemented('sharing sessions'));
