import { contract } from '../../../src/contract/contract';
import { notImplemented } from '../not-implemented';
import { s } from '../ts-rest';

export const apply = () => s.route(contract.promoCode.apply, notImplemented('promo codes'));
