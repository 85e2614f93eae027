import { contract } from '../../../src/contract/contract';
import { notImplemented } from '../not-implemented';
import { s } from '../ts-rest';

export const acceptDisclaimer = () =>
  s.route(contract.users.acceptDisclaimer, notImplemented('accepting the medical disclaimer'));
