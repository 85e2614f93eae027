import { contract } from '../../../src/contract/contract';
import { notImplemented } from '../not-implemented';
import { s } from '../ts-rest';

export const questions = () => s.route(contract.ptests.questions, notImplemented('questionnaires'));
