import { contract } from '../../../src/contract/contract';
import { notImplemented } from '../not-implemented';
import { s } from '../ts-rest';

export const list = () => s.route(contract.ptests.list, notImplemented('questionnaires'));
