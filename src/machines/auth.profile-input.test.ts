import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { authMachine } from './auth.machine';
import type { Credentials, IdentityResult, ProfileInput } from './auth.types';

const consent = {
  ageBand: '13-17' as const,
  guardianPermission: true,
  termsAcceptedAt: '2026-11-24T12:00:00.000Z',
  age: 13,
  place: { country: 'CA', region: 'QC' },
  guardianConsent: { name: 'Marie Tremblay', email: 'marie@example.com', attested: true as const },
};

describe('the profile made at sign-up', () => {
  it("sends the place, the age and a guardian's consent, and again when a failed creation is retried by the load", async () => {
    const created: ProfileInput[] = [];
    const loaded: ProfileInput[] = [];
    const machine = authMachine.provide({
      actors: {
        watchIdentity: fromCallback(() => () => undefined),
        signUp: fromPromise<IdentityResult, Credentials>(async () => ({
          uid: 'uid-1',
          email: 'teen@example.com',
          accessToken: 'token',
        })),
        createProfile: fromPromise<unknown, ProfileInput>(async ({ input }) => {
          created.push(input);
          throw new Error('The server could not be reached.');
        }),
        loadProfile: fromPromise<unknown, ProfileInput>(async ({ input }) => {
          loaded.push(input);
          return {};
        }),
        signOut: fromPromise<void>(async () => undefined),
      },
      delays: { profileRetry: 0 },
    });
    const actor = createActor(machine, { input: { storedUser: null } }).start();
    actor.send({ type: 'signUp', email: 'teen@example.com', password: 'calm-river-42', consent });
    await vi.waitFor(() => expect(loaded).toHaveLength(1));
    const expected = {
      uid: 'uid-1',
      email: 'teen@example.com',
      place: consent.place,
      age: 13,
      guardianConsent: consent.guardianConsent,
    };
    expect(created).toEqual([expected]);
    expect(loaded).toEqual([expected]);
    actor.stop();
  });
});
