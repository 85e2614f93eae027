/**
 * Production never takes an Auth-emulator token, whatever the project id (the default demo-doro included): the
 * server refuses to start with the emulator configured (server/config.test.ts), and should the emulator switch be
 * in the environment anyway (firebase-admin reads it from there on every call and then skips signatures), the
 * verifier refuses every token rather than trust an unsigned one.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '../../../server/db/database';
import { chatUser } from '../chat-client';
import { withPayload, type TestUser } from '../emulator-users';
import { sideServers } from '../side-server';

const handle = connectDatabase(inject('databaseUrl'), () => {});
const servers = sideServers(() => handle, inject('emulatorHost'));
const previousSwitch = process.env.FIREBASE_AUTH_EMULATOR_HOST;
let productionUrl = '';
let developmentUrl = '';
let user: TestUser;

beforeAll(async () => {
  developmentUrl = await servers.start({ NODE_ENV: 'development' });
  user = await chatUser(developmentUrl, inject('emulatorHost'));
  // The default project, production, and the emulator switch left in the process's environment.
  productionUrl = await servers.start({
    NODE_ENV: 'production',
    FIREBASE_AUTH_EMULATOR_HOST: '',
    PUBLIC_URL: 'https://doro.example',
  });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('emulatorHost');
});
afterAll(async () => {
  if (previousSwitch === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  else process.env.FIREBASE_AUTH_EMULATOR_HOST = previousSwitch;
  await servers.close();
  await handle.close();
});

const me = (baseUrl: string, token: string) =>
  fetch(`${baseUrl}/api/users/me/`, { headers: { authorization: `Bearer ${token}` } });

describe('emulator tokens in production', () => {
  it('are accepted outside production (the same token, the same emulator)', async () => {
    expect((await me(developmentUrl, user.idToken)).status).toBe(200);
  });

  it('are refused in production with the default demo project: the real one and one minted for any uid', async () => {
    const minted = withPayload(user.idToken, (claims) => ({ ...claims, sub: 'anyone', user_id: 'anyone' }));
    for (const token of [user.idToken, minted]) {
      const response = await me(productionUrl, token);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Your sign-in could not be verified. Please sign in again.' });
    }
  });
});
