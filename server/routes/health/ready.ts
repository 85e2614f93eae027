import { contract } from '../../../src/contract/contract';
import { storesFor } from '../../stores';
import type { RouteDeps } from '../deps';
import { s } from '../ts-rest';

export const ready = (deps: RouteDeps) =>
  s.route(contract.health.ready, async () =>
    (await storesFor(deps).databaseReady())
      ? { status: 200, body: { status: 'ok' as const } }
      : { status: 503, body: { message: 'Doro cannot reach its database right now. Please try again in a moment.' } },
  );
