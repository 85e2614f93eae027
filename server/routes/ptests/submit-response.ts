import { contract } from '../../../src/contract/contract';
import { notImplemented } from '../not-implemented';
import { s } from '../ts-rest';

export const submitResponse = () => s.route(contract.ptests.submitResponse, notImplemented('questionnaire scoring'));
