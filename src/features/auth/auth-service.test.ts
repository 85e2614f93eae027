import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/query-core';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { authMachine } from '../../machines/auth.machine';
import type { AuthEvent, AuthUser, ProfileInput } from '../../machines/auth.types';
import { createAuthActor } from './auth-actor';
import { routerAuth, startAuth } from './auth-service';

// The real auth machine, with the identity provider and the API replaced: the test says what the provider reports.
const identity = vi.hoisted(() => ({ report: null as ((event: AuthEvent) => void) | null }));
vi.mock('./auth-actor', () => ({
  createAuthActor: vi.fn<typeof import('./auth-actor').createAuthActor>(({ storedUser }) =>
    createActor(
      authMachine.provide({
        actors: {
          watchIdentity: fromCallback<AuthEvent>(({ sendBack }) => {
            identity.report = sendBack;
          }),
          loadProfile: fromPromise<unknown, ProfileInput>(async () => ({})),
          signOut: fromPromise(async () => {}),
        },
      }),
      { input: { storedUser } },
    ).start(),
  ),
}));
const actorStarts = vi.mocked(createAuthActor);

const ada: AuthUser = { uid: 'uid-ada', email: 'ada@example.com', accessToken: 'token-ada-1' };

function storeUserCookie(user: AuthUser | null) {
  vi.stubGlobal('document', { cookie: user ? `doro_user=${encodeURIComponent(JSON.stringify(user))}` : '' });
}

describe('the auth service', () => {
  beforeEach(() => {
    actorStarts.mockClear();
    identity.report = null;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('answers "signed out" from the missing cookie without starting the auth actor', async () => {
    storeUserCookie(null);
    const auth = startAuth({ queryClient: new QueryClient() });
    await vi.dynamicImportSettled();
    expect(auth.getView()).toEqual({ user: null, restoring: false, confirmed: false });
    expect(auth.actor).toBeNull();
    expect(routerAuth(auth).isSignedIn()).toBe(false);
    expect(actorStarts).not.toHaveBeenCalled();
  });

  it('tells the screens listening when the actor has started, even though the signed-out view stays the same', async () => {
    storeUserCookie(null);
    const auth = startAuth({ queryClient: new QueryClient() });
    const seen: (typeof auth.actor)[] = [];
    auth.subscribe(() => seen.push(auth.actor));
    const started = await auth.start();
    expect(auth.getView()).toEqual({ user: null, restoring: false, confirmed: false });
    expect(seen).toContain(started);
  });

  it('starts the actor once, on demand, when a screen needs it', async () => {
    storeUserCookie(null);
    const auth = startAuth({ queryClient: new QueryClient() });
    const [first, second] = await Promise.all([routerAuth(auth).actor(), auth.start()]);
    expect(first).toBe(second);
    expect(auth.actor).toBe(first);
    expect(actorStarts).toHaveBeenCalledTimes(1);
    expect(first.getSnapshot().matches('signedOut')).toBe(true);
    expect(auth.getView().user).toBeNull();
  });

  it('with a stored sign-in: the cookie user at once, restoring, then what the identity provider says', async () => {
    storeUserCookie(ada);
    const auth = startAuth({ queryClient: new QueryClient() });
    const router = routerAuth(auth);
    const cookieUser = auth.getView().user;
    expect(cookieUser).toEqual(ada);
    expect(auth.getView().restoring).toBe(true);
    expect(router.isSignedIn()).toBe(true);

    const changes = vi.fn<() => void>();
    auth.subscribe(changes);
    await vi.waitFor(() => expect(identity.report).not.toBeNull());
    expect(actorStarts).toHaveBeenCalledTimes(1);
    // The machine restores the same user: the view keeps its object, so nothing selecting it re-renders.
    expect(auth.getView().user).toBe(cookieUser);

    identity.report?.({ type: 'setUser', user: { ...ada, accessToken: 'token-ada-2' } });
    expect(auth.getView()).toEqual({ user: { ...ada, accessToken: 'token-ada-2' }, restoring: false, confirmed: true });
    expect(changes).toHaveBeenCalled();

    identity.report?.({ type: 'setUser', user: null });
    expect(auth.getView()).toEqual({ user: null, restoring: false, confirmed: false });
    expect(router.isSignedIn()).toBe(false);
  });
});
