/**
 * Reads that are the same for everyone (the questionnaires, the plans, the client config) answered from memory,
 * with a strong ETag and a Cache-Control a CDN or browser may keep (decision 029). A layer on top of the routes:
 * the handlers know nothing of it. On a route listed in server/http/public-reads.ts:
 * - the first GET runs the handler as usual; its 200 answer's bytes are kept with their SHA-256 tag;
 * - later GETs (and HEADs) are answered from those bytes in the route's onRequest hook, before anything else of the
 *   route runs, and a matching If-None-Match gets 304 with no body, from memory or not;
 * - what is kept is only as good as its invalidation, so, like the profile cache (decision 023), it serves nothing
 *   it cannot vouch for: every change to the tables a read comes from NOTIFYs its tag from a trigger (migration
 *   017), and every instance forgets that tag's entries; while the listener is down nothing is served from memory
 *   (it is emptied, as notifications may be lost); a read that started before a forget is not stored; entries
 *   expire anyway after maxAgeMs, and earlier when the data says so (a price change taking effect).
 */
import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

/** What a public read depends on: a change to any table of the tag forgets every entry that lists it. */
export type PublicTag = 'questionnaires' | 'plans';
export const publicTags: readonly PublicTag[] = ['questionnaires', 'plans'];

export interface PublicRead {
  /** The route's pattern as Fastify knows it, e.g. '/api/ptests/:id/info'. */
  url: string;
  tags: readonly PublicTag[];
  /** A moment (ms since the epoch) after which the answer is no longer true whatever changes, if the body says one. */
  validUntil?: (payload: string) => number | undefined;
  /**
   * What else of the request the answer depends on (the questionnaires' language, from `lang` or Accept-Language):
   * entries are kept apart by it, and answers say `Vary` on the header it reads.
   */
  variant?: { of: (request: FastifyRequest) => string; vary: string };
}

export interface PublicCacheStats {
  listening: boolean;
  entries: number;
  hits: number;
  misses: number;
  notModified: number;
}

export interface PublicCacheOptions {
  /** How long an entry is served from memory at most (a bound on anything invalidation might miss). */
  maxAgeMs?: number;
  /** Entries kept per route (one per distinct path parameter set); the oldest goes first. */
  maxEntriesPerRoute?: number;
  /** Seconds a browser or CDN may keep an answer before asking again (max-age). */
  sharedMaxAgeSeconds?: number;
  /** Seconds it may go on serving the stale answer while it asks again (stale-while-revalidate). */
  staleWhileRevalidateSeconds?: number;
  now?: () => number;
}

interface Entry {
  payload: string;
  etag: string;
  contentType: string;
  /** Served from memory until then. */
  until: number;
  /** The data's own end, if any (a price change taking effect): Cache-Control never lets a cache keep past it. */
  validUntil: number;
}

export interface PublicCache {
  /** Forgets every entry of a tag (a notification said its tables changed). */
  forget(tag: string): void;
  forgetAll(): void;
  /** Whether the cache may serve from memory: its invalidation feed is live. */
  setListening(listening: boolean): void;
  stats(): PublicCacheStats;
  /** Installs the hooks on the listed routes; call before the routes are registered. */
  register(app: FastifyInstance, reads: readonly PublicRead[]): void;
}

const jsonType = 'application/json; charset=utf-8';

export function createPublicCache(options: PublicCacheOptions = {}): PublicCache {
  const {
    maxAgeMs = 5 * 60_000,
    maxEntriesPerRoute = 200,
    sharedMaxAgeSeconds = 60,
    staleWhileRevalidateSeconds = 600,
    now = Date.now,
  } = options;
  const routes = new Map<string, { read: PublicRead; entries: Map<string, Entry> }>();
  // Bumped by every forget: a read stores its answer only if nothing was forgotten while it ran.
  let version = 0;
  let listening = false;
  let hits = 0;
  let misses = 0;
  let notModified = 0;
  const steadyCacheControl = `public, max-age=${sharedMaxAgeSeconds}, stale-while-revalidate=${staleWhileRevalidateSeconds}`;

  const forgetAll = () => {
    version++;
    for (const route of routes.values()) route.entries.clear();
  };

  /** max-age and stale-while-revalidate, both cut so that no cache keeps the answer past the data's own end. */
  function cacheControlFor(entry: Entry): string {
    if (entry.validUntil === Infinity) return steadyCacheControl;
    const left = Math.max(0, Math.floor((entry.validUntil - now()) / 1000));
    const maxAge = Math.min(sharedMaxAgeSeconds, left);
    const stale = Math.min(staleWhileRevalidateSeconds, left - maxAge);
    return `public, max-age=${maxAge}, stale-while-revalidate=${stale}`;
  }

  function answer(request: FastifyRequest, reply: FastifyReply, entry: Entry, read: PublicRead): void {
    if (read.variant) void reply.header('Vary', read.variant.vary);
    void reply.header('ETag', entry.etag).header('Cache-Control', cacheControlFor(entry));
    if (matches(request.headers['if-none-match'], entry.etag)) {
      notModified++;
      return void reply.code(304).send();
    }
    void reply.type(entry.contentType).send(entry.payload);
  }

  function register(app: FastifyInstance, reads: readonly PublicRead[]) {
    const byUrl = new Map(reads.map((read) => [read.url, read]));
    app.decorateRequest('publicCacheVersion', -1);
    app.addHook('onRoute', (route: RouteOptions) => {
      const read = byUrl.get(route.url);
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!read || !methods.every((method) => method === 'GET' || method === 'HEAD')) return;
      let state = routes.get(read.url);
      if (!state) routes.set(read.url, (state = { read, entries: new Map() }));
      const { entries } = state;

      const fromMemory = (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
        const entry = listening ? entries.get(keyOf(request, read)) : undefined;
        if (entry && now() < entry.until) {
          hits++;
          return answer(request, reply, entry, read);
        }
        misses++;
        request.publicCacheVersion = version;
        done();
      };
      const keep = (
        request: FastifyRequest,
        reply: FastifyReply,
        payload: unknown,
        done: (error: null, payload?: unknown) => void,
      ) => {
        // Answered from memory above (the version stays -1 then), or not a 200 with a body: passed on as it is.
        if (request.publicCacheVersion < 0 || reply.statusCode !== 200 || typeof payload !== 'string') {
          return done(null, payload);
        }
        const cacheControl = reply.getHeader('cache-control');
        if (typeof cacheControl === 'string' && cacheControl.includes('no-store')) return done(null, payload);
        const validUntil = read.validUntil?.(payload) ?? Infinity;
        const entry: Entry = {
          payload,
          etag: `"${hash('sha256', payload, 'base64url')}"`,
          contentType: String(reply.getHeader('content-type') ?? jsonType),
          until: Math.min(now() + maxAgeMs, validUntil),
          validUntil,
        };
        if (listening && version === request.publicCacheVersion) {
          const key = keyOf(request, read);
          entries.delete(key);
          // Map keeps insertion order: the first key is the oldest entry.
          if (entries.size >= maxEntriesPerRoute) entries.delete(entries.keys().next().value!);
          entries.set(key, entry);
        }
        if (read.variant) void reply.header('Vary', read.variant.vary);
        void reply.header('ETag', entry.etag).header('Cache-Control', cacheControlFor(entry));
        if (matches(request.headers['if-none-match'], entry.etag)) {
          notModified++;
          void reply.code(304);
          return done(null, null);
        }
        done(null, payload);
      };
      route.onRequest = [...hooksOf(route.onRequest), fromMemory];
      route.onSend = [keep, ...hooksOf(route.onSend)];
    });
  }

  return {
    forget(tag) {
      version++;
      for (const { read, entries } of routes.values()) {
        if (!publicTags.includes(tag as PublicTag) || read.tags.includes(tag as PublicTag)) entries.clear();
      }
    },
    forgetAll,
    setListening(next) {
      // Either way what is held may have missed a change: coming back, notifications sent meanwhile are gone.
      forgetAll();
      listening = next;
    },
    stats: () => ({
      listening,
      entries: [...routes.values()].reduce((sum, route) => sum + route.entries.size, 0),
      hits,
      misses,
      notModified,
    }),
    register,
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The public cache's version when this read missed (server/http/public-cache.ts); -1 when not a public read. */
    publicCacheVersion: number;
  }
}

function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/** One entry per set of path parameters and variant: the routes listed read nothing else of the request. */
function keyOf(request: FastifyRequest, read: PublicRead): string {
  const params = request.params as Record<string, string> | undefined;
  let key = read.variant ? `${read.variant.of(request)}\u0000` : '';
  if (!params) return key;
  for (const name in params) key += `${name}=${params[name]}\u0000`;
  return key;
}

/** If-None-Match against a strong tag, with the weak comparison RFC 9110 asks of it (W/"x" matches "x"). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  for (const candidate of ifNoneMatch.split(',')) {
    const tag = candidate.trim();
    if (tag === etag || (tag.startsWith('W/') && tag.slice(2) === etag)) return true;
  }
  return false;
}
