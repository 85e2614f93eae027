import { contract } from '../../../src/contract/contract';
import { notImplemented } from '../not-implemented';
import { s } from '../ts-rest';

export const transcript = () => s.route(contract.sessions.transcript, notImplemented('chat transcripts'));
