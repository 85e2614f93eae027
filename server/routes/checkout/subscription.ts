import { contract } from '../../../src/contract/contract';
import { notImplemented } from '../not-implemented';
import { s } from '../ts-rest';

export const subscription = () => s.route(contract.checkout.subscription, notImplemented('subscriptions'));
