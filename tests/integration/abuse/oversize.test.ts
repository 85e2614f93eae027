/**
 * Bodies over the server's limit (server/app.ts bodyLimitBytes) are refused with 413 and a message, on every route
 * that reads a body, whether the size is announced (Content-Length) or only discovered while streaming (chunked),
 * and nothing of them is stored.
 */
import { connect } from 'node:net';
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bodyLimitBytes } from '../../../server/app';
import { contractRoutes, isClearError, pathOf, send, type Answer, type ContractRoute } from './contract-routes';
import { catalogueParams, makeOwner, snapshotOf, type Owner } from './owner-data';

const baseUrl = inject('baseUrl');
const emulatorHost = inject('emulatorHost');
const database = new Pool({ connectionString: inject('databaseUrl'), max: 2 });
afterAll(() => database.end());

const routesReadingBodies = contractRoutes.filter((route) => route.method !== 'GET');

/** A body that would be valid in shape (the route's own fields), just too big: each field a long string. */
function oversizeBody(route: ContractRoute): string {
  const filler = 'x'.repeat(bodyLimitBytes + 1024);
  const keys = route.bodyKeys.length > 0 ? route.bodyKeys : ['data'];
  return JSON.stringify(
    Object.fromEntries(keys.map((key) => [key, key === 'email' ? `${filler}@example.com` : filler])),
  );
}

/** One piece of a chunked body: its length in hex, the data, CRLF. */
function frame(data: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);
}

/**
 * Sends up to `totalBytes` of body with chunked transfer encoding (no Content-Length), over a plain socket, and
 * resolves with the answer as soon as it is complete. A server may answer 413 and close while the upload is still
 * going: an HTTP client library would report that as a write error (EPIPE) and drop the answer.
 */
function chunkedUpload(
  method: string,
  path: string,
  headers: Record<string, string>,
  body: { prefix: string; totalBytes: number },
): Promise<Answer & { sentBytes: number }> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    const received: Buffer[] = [];
    let answer: Answer | undefined;
    let sent = 0;
    const tryParse = () => {
      const raw = Buffer.concat(received).toString('utf8');
      const headEnd = raw.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      const head = raw.slice(0, headEnd);
      const length = Number(/content-length:\s*(\d+)/i.exec(head)?.[1] ?? Number.NaN);
      const text = raw.slice(headEnd + 4);
      if (Number.isNaN(length) || Buffer.byteLength(text) < length) return;
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      const contentType = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? '';
      answer = { status: Number(head.split(' ')[1]), contentType, text, json };
      resolve({ ...answer, sentBytes: sent });
      socket.destroy();
    };
    socket.on('data', (data: Buffer) => {
      received.push(data);
      tryParse();
    });
    // Writing into a connection the server closed fails; the answer it sent first is what counts.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      // The server closed before its answer reached us: a reset drops what was in flight. Say how far we got.
      if (!answer)
        resolve({ status: 0, contentType: '', text: `closed after ${sent} bytes`, json: undefined, sentBytes: sent });
    });
    socket.on('connect', () => {
      const lines = [
        `${method} ${url.pathname}${url.search} HTTP/1.1`,
        `host: ${url.host}`,
        'transfer-encoding: chunked',
      ];
      for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      const chunk = frame(Buffer.alloc(64 * 1024, 'x'));
      socket.write(frame(Buffer.from(body.prefix)));
      sent = body.prefix.length;
      const stillSending = () => answer === undefined && !socket.destroyed;
      const writeMore = () => {
        while (stillSending() && sent < body.totalBytes) {
          sent += 64 * 1024;
          if (!socket.write(chunk)) return void socket.once('drain', writeMore);
        }
        if (stillSending()) socket.write('0\r\n\r\n');
      };
      writeMore();
    });
  });
}

const supportMessages = async () =>
  Number((await database.query<{ count: string }>('select count(*) from support_messages')).rows[0]?.count);

let owner: Owner;
let before: Record<string, unknown>;
let supportMessagesBefore: number;
beforeAll(async () => {
  owner = await makeOwner(baseUrl, emulatorHost);
  before = await snapshotOf(baseUrl, owner);
  supportMessagesBefore = await supportMessages();
});

describe.each(routesReadingBodies.map((route) => [`${route.method} ${route.route.path}`, route] as const))(
  'an oversize body to %s',
  (_title, route) => {
    it.each(['with Content-Length', 'chunked'] as const)('is refused with 413 and a message (%s)', async (how) => {
      const path = pathOf(route, { ...catalogueParams, ...owner.ownedIds });
      const headers = { authorization: `Bearer ${owner.user.idToken}`, 'content-type': 'application/json' };
      const answer =
        how === 'chunked'
          ? await chunkedUpload(route.method, path, headers, { prefix: '{"data":"', totalBytes: bodyLimitBytes * 2 })
          : await send(baseUrl, route.method, path, { headers, body: oversizeBody(route) });
      // Chunked, the server may close before its 413 reaches us (status 0 here): refused either way, and the
      // snapshot below shows nothing was stored.
      const refused = how === 'chunked' && answer.status === 0 ? 'closed' : answer.status;
      const allowed = how === 'chunked' ? [413, 'closed'] : [413];
      expect(allowed).toContain(refused);
      expect(refused === 'closed' || isClearError(answer)).toBe(true);
      expect(refused === 'closed' || /too large/.test(answer.text)).toBe(true);
    });
  },
);

describe('an upload that does not end', () => {
  it.each(['checkout.webhook', 'support.contact'])('is cut off with 413 by %s', async (name) => {
    const route = contractRoutes.find((candidate) => candidate.name === name)!;
    // 64 MiB: a server that held the body before checking the limit would take all of it in. It must answer 413
    // (or, if its answer is lost to the connection reset, at least stop reading) long before the end; the socket
    // buffers on the way let the client queue a few MiB whatever the server does.
    const totalBytes = 64 * 1024 ** 2;
    const answer = await chunkedUpload(
      'POST',
      route.route.path,
      { 'content-type': 'application/json' },
      {
        prefix: '{"email":"',
        totalBytes,
      },
    );
    const refused = (answer.status === 413 && isClearError(answer)) || answer.status === 0;
    expect({ refused, answer: answer.text.slice(0, 200) }).toEqual({ refused: true, answer: expect.any(String) });
    // Refused early: what the client had written when the answer (or the reset) came is a small part of the upload.
    expect(answer.sentBytes).toBeLessThan(totalBytes / 8);
  });
});

describe('after the oversize bodies', () => {
  it('nothing was stored: the owner’s data and the support inbox are as they were', async () => {
    expect(routesReadingBodies.length).toBeGreaterThan(15);
    expect(await snapshotOf(baseUrl, owner)).toEqual(before);
    expect(await supportMessages()).toBe(supportMessagesBefore);
  });

  it('a body just under the limit is still read (the limit is the one the server declares)', async () => {
    const route = contractRoutes.find((candidate) => candidate.name === 'ptests.score')!;
    const padding = 'x'.repeat(bodyLimitBytes - 200);
    const answer = await send(baseUrl, 'POST', pathOf(route, catalogueParams), {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ answers: [{ question_id: padding, value: 1 }] }),
    });
    // Read and validated (400 naming the field), not refused for its size.
    expect(answer.status).toBe(400);
    expect((answer.json as { message: string }).message).toMatch(/question_id|questionId|answers/);
  });
});
