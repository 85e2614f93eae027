import { initServer } from '@ts-rest/fastify';

/** The one ts-rest server builder; every handler file types itself with `s.route(contract.<resource>.<route>, ...)`. */
export const s = initServer();
