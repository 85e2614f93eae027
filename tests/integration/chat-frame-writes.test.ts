/**
 * The frames a chat connection sends in the same moment leave the server in one write (server/chat/turn-cork.ts):
 * every write is a system call, the largest single cost of a message under load (decision 030). The app runs here,
 * beside the shared server on the same database, so the writes to its TCP sockets can be seen.
 */
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '../../server/db/database';
import { ChatClient, chatUser } from './chat-client';
import { sideServers } from './side-server';

const emulatorHost = inject('emulatorHost');
const database = connectDatabase(inject('databaseUrl'), () => {});
const servers = sideServers(() => database, emulatorHost);
let baseUrl: string;
/** Every write the server's sockets made, as the text of the bytes handed to the kernel in it. */
const writes: string[] = [];

type Chunk = { chunk: Buffer | string };
type Done = (error?: Error | null) => void;
// The Writable stream's own methods a socket writes to the kernel through (Node's stream implementers' API).
const writeOne = '_write';
const writeMany = '_writev';
type Writes = {
  [writeOne](chunk: Buffer | string, encoding: BufferEncoding, done: Done): void;
  [writeMany]?(chunks: Chunk[], done: Done): void;
};

beforeAll(async () => {
  baseUrl = await servers.start({}, (app) =>
    app.server.on('connection', (socket: Socket) => {
      const own = socket as unknown as Writes;
      const write = own[writeOne].bind(socket);
      const writev = own[writeMany]?.bind(socket);
      own[writeOne] = (chunk, encoding, done) => {
        writes.push(Buffer.from(chunk).toString('latin1'));
        write(chunk, encoding, done);
      };
      if (writev) {
        own[writeMany] = (chunks, done) => {
          writes.push(chunks.map(({ chunk }) => Buffer.from(chunk).toString('latin1')).join(''));
          writev(chunks, done);
        };
      }
    }),
  );
});

afterAll(async () => {
  await servers.close();
  await database.close();
});

describe('chat frames', () => {
  it("a message's ack and its minutes leave in one write, as do the reply's start and its first token", async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const client = await ChatClient.connect(baseUrl, user, { type: 'start', directiveness: 'listen' });
    const from = writes.length;
    client.say('I have been feeling lonely since I moved to a new city.');
    await client.next('replyEnd');
    const sent = writes.slice(from);
    const withAck = sent.filter((write) => write.includes('"type":"ack"'));
    expect(withAck).toHaveLength(1);
    expect(withAck[0]).toContain('"type":"minutes"');
    const withStart = sent.filter((write) => write.includes('"type":"replyStart"'));
    expect(withStart).toHaveLength(1);
    expect(withStart[0]).toContain('"type":"replyToken"');
    // Nothing lost or doubled on the way: every frame arrived once, in order.
    const types = client.received.slice(-20).map((message) => message.type);
    expect(types.filter((type) => type === 'ack')).toHaveLength(1);
    expect(types.filter((type) => type === 'replyEnd')).toHaveLength(1);
    expect(types.indexOf('ack')).toBeLessThan(types.indexOf('minutes'));
    expect(types.indexOf('replyStart')).toBeLessThan(types.indexOf('replyToken'));
    await client.close();
  });
});
