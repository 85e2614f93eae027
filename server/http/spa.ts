/**
 * Serves the built SPA (DORO_STATIC_DIR) when it exists. Hashed files under /assets/ never change, so browsers keep
 * them for a year; everything else, index.html above all, is revalidated so a deploy shows at once.
 * Any GET that wants HTML and matches no file gets index.html (the client router takes it from there); unknown
 * /api/* paths and non-HTML requests get a 404 JSON message. /crisis is a page of its own (public/crisis.html; its
 * French twin /crise, public/crise.html), not
 * the app's: it needs no script, and the service worker keeps it so it opens with no network.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export async function registerSpa(app: FastifyInstance, staticDir: string): Promise<void> {
  const hasBuild = existsSync(join(staticDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: staticDir,
      // The build writes .br and .gz beside each asset (scripts/vite-precompress.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.startsWith(join(staticDir, 'assets'));
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/crisis', (_request, reply) => reply.sendFile('crisis.html'));
    app.get('/crise', (_request, reply) => reply.sendFile('crise.html'));
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && hasBuild) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    const message = wantsPage
      ? 'The Doro app has not been built yet: run npm run build (npm start does it for you).'
      : 'Not found: there is nothing at this address.';
    return reply.code(404).send({ message });
  });
}
