import { contract } from '../../../src/contract/contract';
import { notImplemented } from '../not-implemented';
import { s } from '../ts-rest';

export const info = () => s.route(contract.ptests.info, notImplemented('questionnaires'));
