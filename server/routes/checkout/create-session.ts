import { contract } from '../../../src/contract/contract';
import { notImplemented } from '../not-implemented';
import { s } from '../ts-rest';

export const createSession = () => s.route(contract.checkout.createSession, notImplemented('paying for a plan'));
