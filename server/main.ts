/**
 * The server's entry: `npx tsx server/main.ts`. Prints the URL when ready; Ctrl-C (SIGINT) or SIGTERM closes
 * Fastify, the database pool and the embedded database, in that order.
 */
import { ConfigError, loadConfig } from './config';
import { EmbeddedDatabaseError } from './db/embedded-error';
import { startServer } from './start';

try {
  const config = loadConfig();
  const server = await startServer(config);
  console.log(`Doro is ready at ${server.url.replace('127.0.0.1', 'localhost')}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`Doro is stopping (${signal}).`);
    // A second Ctrl-C while stopping should not kill us half-way; a hung close gets a deadline instead.
    setTimeout(() => {
      console.error('Doro did not stop within 15 s; exiting anyway.');
      process.exit(1);
    }, 15_000).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Doro did not stop cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  if (error instanceof ConfigError || error instanceof EmbeddedDatabaseError) {
    console.error(error.message);
  } else {
    console.error('Doro could not start:', error);
  }
  process.exit(1);
}
