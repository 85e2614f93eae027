import { contract } from '../../../src/contract/contract';
import { notImplemented } from '../not-implemented';
import { s } from '../ts-rest';

export const deleteAccount = () => s.route(contract.users.deleteAccount, notImplemented('deleting an account'));
