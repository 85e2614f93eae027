/**
 * Upgrading an install whose data key sits in its data folder (where Doro used to keep it, beside the database)
 * loses nothing: the first start with the new default moves the key out of the data folder to the key file, and
 * every questionnaire result and support message stored before still reads.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../../scripts/ports';
import { loadConfig } from '../../../server/config';
import { startServer, type RunningServer } from '../../../server/start';
import { api, chatUser } from '../chat-client';

const emulatorHost = inject('emulatorHost');
// Under the run's folder, which the embedded PostgreSQL (its own user when we are root) may enter.
const root = join(inject('testDataDir'), `key-moved-${randomUUID()}`);
const dataDir = join(root, 'data');
const oldKeyFile = join(dataDir, 'data-key');
const newKeyFile = join(root, 'config', 'doro', 'data-key');
let server: RunningServer | undefined;

async function start(keyFile: string, pgPort: number) {
  server = await startServer(
    loadConfig({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'silent',
      DATABASE_URL: '',
      DORO_DATA_DIR: dataDir,
      DORO_PG_PORT: String(pgPort),
      DORO_DATA_KEY_FILE: keyFile,
      DORO_STATIC_DIR: join(root, 'no-site'),
      FIREBASE_PROJECT_ID: 'demo-doro',
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    }),
  );
  return server.url;
}

afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('an install that kept its data key in the data folder', () => {
  it('has the key moved out of the data folder on upgrade, and reads everything it stored before', async () => {
    const pgPort = await freePort();
    // As an older Doro ran: the key file in the data folder, beside the database.
    let baseUrl = await start(oldKeyFile, pgPort);
    const user = await chatUser(baseUrl, emulatorHost);
    const { body: form } = await api(baseUrl, user, '/ptests/phq-9/questions');
    const answers = (form.questions as Array<{ id: string }>).map((question) => ({
      question_id: question.id,
      value: 1,
    }));
    const submitted = await api(baseUrl, user, '/users/me/ptests/phq-9/responses', {
      method: 'POST',
      body: { answers },
    });
    expect(submitted.status).toBe(201);
    const oldKey = readFileSync(oldKeyFile, 'utf8');
    await server!.close();
    server = undefined;

    // The upgrade: the default key file is outside the data folder now.
    baseUrl = await start(newKeyFile, pgPort);
    expect(existsSync(oldKeyFile)).toBe(false);
    expect(readFileSync(newKeyFile, 'utf8')).toBe(oldKey);
    expect(statSync(newKeyFile).mode & 0o777).toBe(0o600);
    const history = await api(baseUrl, user, '/users/me/ptests/responses');
    expect(history.status).toBe(200);
    expect(history.body.responses).toEqual([
      expect.objectContaining({ id: submitted.body.id, total_score: submitted.body.total_score }),
    ]);
  });
});
