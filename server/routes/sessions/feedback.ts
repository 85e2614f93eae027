import { contract } from '../../../src/contract/contract';
import { notImplemented } from '../not-implemented';
import { s } from '../ts-rest';

export const feedback = () => s.route(contract.sessions.feedback, notImplemented('session feedback'));
