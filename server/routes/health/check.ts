import { contract } from '../../../src/contract/contract';
import { s } from '../ts-rest';

export const check = () =>
  s.route(contract.health.check, async () => ({ status: 200, body: { status: 'ok' as const } }));
