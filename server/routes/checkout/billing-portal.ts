import { contract } from '../../../src/contract/contract';
import { notImplemented } from '../not-implemented';
import { s } from '../ts-rest';

export const billingPortal = () => s.route(contract.checkout.billingPortal, notImplemented('the billing portal'));
