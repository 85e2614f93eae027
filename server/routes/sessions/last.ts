import { contract } from '../../../src/contract/contract';
import { notImplemented } from '../not-implemented';
import { s } from '../ts-rest';

export const last = () => s.route(contract.sessions.last, notImplemented('chat sessions'));
