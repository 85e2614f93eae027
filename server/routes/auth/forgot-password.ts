import { contract } from '../../../src/contract/contract';
import { notImplemented } from '../not-implemented';
import { s } from '../ts-rest';

export const forgotPassword = () =>
  s.route(contract.auth.forgotPassword, notImplemented('password reset mail from the server'));
