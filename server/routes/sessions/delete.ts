import { contract } from '../../../src/contract/contract';
import { notImplemented } from '../not-implemented';
import { s } from '../ts-rest';

export const deleteSession = () => s.route(contract.sessions.delete, notImplemented('deleting sessions'));
