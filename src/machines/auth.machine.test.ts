/**
 * Model-based test of the auth machine: paths are generated from the statechart with xstate/graph, one for every
 * transition (the shortest way to its source state, then the transition), and each path is replayed against a
 * running actor with test doubles for Firebase and the API. At every step the running actor must agree with the
 * model, and the outside world (the user cookie, analytics, the identity watcher, the calls made) must agree with
 * the spec. The expected table below fails the test when a transition is added, removed or retargeted.
 */
import { isDeepStrictEqual } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AnyMachineSnapshot,
  type NonReducibleUnknown,
  createActor,
  fromCallback,
  fromPromise,
  initialTransition,
  transition,
} from 'xstate';
import { type AdjacencyMap, getAdjacencyMap, getShortestPaths, type StatePath } from 'xstate/graph';
import { type AnalyticsUser, forgetAnalyticsUser, setAnalyticsSink } from '../lib/analytics';
import { BACKOFF } from '../contract/backoff';
import { userCookie } from '../lib/cookies';
import { readSignUpConsent, type SignUpConsent } from '../lib/signup-consent';
import { authMachine } from './auth.machine';
import { allStateNodes, coverageGaps, definedTransitions, nodeName } from './model-test-kit';
import type {
  AuthEvent,
  AuthInput,
  AuthUser,
  Credentials,
  GoogleSignInInput,
  IdentityResult,
  ProfileInput,
  ProfileLookup,
} from './auth.types';

// ---------------------------------------------------------------------------------------------------------------
// Typed event fixtures: every event the machine can receive, including its actors' results and its delay.

type ActorId = 'signUp' | 'logIn' | 'googleSignIn' | 'findProfile' | 'createProfile' | 'loadProfile' | 'signOut';
type ModelEvent =
  | AuthEvent
  | { type: `xstate.done.actor.${ActorId}`; output: unknown }
  | { type: `xstate.error.actor.${ActorId}`; error: unknown }
  | { type: 'xstate.after.profileRetry.auth.signedIn.profileUnavailable' };

// ID tokens as Firebase shapes them, live for an hour: the user cookie keeps a token no longer than it lives.
const idToken = (version: number) =>
  ['{"alg":"RS256"}', `{"sub":"uid-ada","v":${version},"exp":${Math.floor(Date.now() / 1000) + 3600}}`, 'sig']
    .map((part) => btoa(part).replace(/=+$/, ''))
    .join('.');
const ada: AuthUser = { uid: 'uid-ada', email: 'ada@example.com', accessToken: idToken(1) };
const adaRefreshed: AuthUser = { ...ada, accessToken: idToken(2) };
const adaCredentials: Credentials = { email: ada.email, password: 'correct horse battery' };
const adaResult: IdentityResult = { uid: ada.uid, email: ada.email, accessToken: ada.accessToken };
const resultWithoutEmail: IdentityResult = { uid: ada.uid, email: null, accessToken: ada.accessToken };
const adaProfile = { uid: ada.uid, email: ada.email, name: null };
const adaConsent: SignUpConsent = {
  ageBand: '13-17',
  guardianPermission: true,
  termsAcceptedAt: '2025-06-01T10:00:00.000Z',
};
const adaGoogle = { emulatorEmail: ada.email };

const eventFixtures: readonly ModelEvent[] = [
  { type: 'signUp', ...adaCredentials, consent: adaConsent },
  { type: 'login', ...adaCredentials },
  { type: 'googleSignUp', ...adaGoogle, consent: adaConsent },
  { type: 'googleLogIn', ...adaGoogle },
  { type: 'confirmAge', consent: adaConsent },
  { type: 'logout' },
  { type: 'setUser', user: adaRefreshed },
  { type: 'setUser', user: null },
  { type: 'setLoading', isLoading: true },
  { type: 'retryProfile' },
  { type: 'xstate.done.actor.signUp', output: adaResult },
  { type: 'xstate.done.actor.signUp', output: resultWithoutEmail },
  { type: 'xstate.error.actor.signUp', error: { code: 'auth/email-already-in-use' } },
  { type: 'xstate.done.actor.logIn', output: adaResult },
  { type: 'xstate.done.actor.logIn', output: resultWithoutEmail },
  { type: 'xstate.error.actor.logIn', error: { code: 'auth/invalid-credential' } },
  { type: 'xstate.done.actor.googleSignIn', output: adaResult },
  { type: 'xstate.done.actor.googleSignIn', output: resultWithoutEmail },
  { type: 'xstate.error.actor.googleSignIn', error: { code: 'auth/popup-closed-by-user' } },
  { type: 'xstate.error.actor.googleSignIn', error: { code: 'auth/popup-blocked' } },
  { type: 'xstate.done.actor.findProfile', output: { found: true } },
  { type: 'xstate.done.actor.findProfile', output: { found: false } },
  { type: 'xstate.error.actor.findProfile', error: { code: 'auth/network-request-failed' } },
  { type: 'xstate.done.actor.createProfile', output: adaProfile },
  { type: 'xstate.error.actor.createProfile', error: { message: 'Something went wrong. Please try again later.' } },
  { type: 'xstate.done.actor.loadProfile', output: adaProfile },
  { type: 'xstate.error.actor.loadProfile', error: { message: 'Something went wrong. Please try again later.' } },
  { type: 'xstate.done.actor.signOut', output: undefined },
  { type: 'xstate.error.actor.signOut', error: { code: 'auth/network-request-failed' } },
  { type: 'xstate.after.profileRetry.auth.signedIn.profileUnavailable' },
];

const inputs: Record<string, AuthInput> = {
  'no user cookie': { storedUser: null },
  'a user cookie': { storedUser: ada },
};

// ---------------------------------------------------------------------------------------------------------------
// The expected statechart, written out by hand: `source --event [guard]--> target`.

const expectedTransitions = [
  '(root) --setLoading--> (stays)',
  'start --(always) [hasUser]--> restoring',
  'start --(always)--> signedOut',
  'restoring --setUser [eventHasUser]--> signedIn',
  'restoring --setUser--> signedOut',
  'restoring --logout--> signingOut',
  'signedOut --signUp--> signingUp',
  'signedOut --login--> loggingIn',
  'signedOut --setUser [eventHasUser]--> signedIn',
  'signedOut --googleSignUp--> signingUpWithGoogle',
  'signedOut --googleLogIn--> loggingInWithGoogle',
  'signingUpWithGoogle --xstate.done.actor.googleSignIn [resultHasCredentials]--> creatingProfile',
  'signingUpWithGoogle --xstate.done.actor.googleSignIn--> signingOut',
  'signingUpWithGoogle --xstate.error.actor.googleSignIn [isQuietGoogleCancel]--> signedOut',
  'signingUpWithGoogle --xstate.error.actor.googleSignIn--> signingOut',
  'loggingInWithGoogle --xstate.done.actor.googleSignIn [resultHasCredentials]--> findingGoogleProfile',
  'loggingInWithGoogle --xstate.done.actor.googleSignIn--> signingOut',
  'loggingInWithGoogle --xstate.error.actor.googleSignIn [isQuietGoogleCancel]--> signedOut',
  'loggingInWithGoogle --xstate.error.actor.googleSignIn--> signingOut',
  'findingGoogleProfile --xstate.done.actor.findProfile [profileFound]--> signedIn.ready',
  'findingGoogleProfile --xstate.done.actor.findProfile--> confirmingAge',
  'findingGoogleProfile --xstate.error.actor.findProfile--> signingOut',
  'confirmingAge --confirmAge--> creatingProfile',
  'confirmingAge --logout--> signingOut',
  'signingUp --xstate.done.actor.signUp [resultHasCredentials]--> creatingProfile',
  'signingUp --xstate.done.actor.signUp--> signingOut',
  'signingUp --xstate.error.actor.signUp--> signingOut',
  'loggingIn --xstate.done.actor.logIn [resultHasCredentials]--> signedIn',
  'loggingIn --xstate.done.actor.logIn--> signingOut',
  'loggingIn --xstate.error.actor.logIn--> signingOut',
  'creatingProfile --xstate.done.actor.createProfile--> signedIn.ready',
  'creatingProfile --xstate.error.actor.createProfile--> signedIn.profileUnavailable',
  'signedIn --setUser [eventHasUser]--> (stays)',
  'signedIn --setUser--> signedOut',
  'signedIn --logout--> signingOut',
  'signedIn.loadingProfile --xstate.done.actor.loadProfile--> signedIn.ready',
  'signedIn.loadingProfile --xstate.error.actor.loadProfile--> signedIn.profileUnavailable',
  'signedIn.profileUnavailable --retryProfile--> signedIn.loadingProfile',
  'signedIn.profileUnavailable --xstate.after.profileRetry.auth.signedIn.profileUnavailable--> signedIn.loadingProfile',
  'signingOut --xstate.done.actor.signOut--> signedOut',
  'signingOut --xstate.error.actor.signOut--> signedOut',
];

const expectedStates = [
  'start',
  'restoring',
  'signedOut',
  'signingUp',
  'loggingIn',
  'signingUpWithGoogle',
  'loggingInWithGoogle',
  'findingGoogleProfile',
  'confirmingAge',
  'creatingProfile',
  'signedIn',
  'signedIn.loadingProfile',
  'signedIn.profileUnavailable',
  'signedIn.ready',
  'signingOut',
];

// ---------------------------------------------------------------------------------------------------------------
// Generating paths with xstate/graph.

type ModelSnapshot = ReturnType<typeof initialTransition<typeof authMachine>>[0];
type ModelPath = { input: AuthInput; inputName: string; events: ModelEvent[]; description: string };

const traversal = (input: AuthInput) => ({
  input,
  events: eventFixtures as unknown as AuthEvent[],
  // Guards read only the event, never the context, so the state value is what tells states apart.
  serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value),
});

/** Whether a snapshot is in the state with this dotted name, e.g. 'signedIn.ready'. */
function matchesName(snapshot: AnyMachineSnapshot, name: string): boolean {
  return snapshot.matches(name);
}

function stateName(snapshot: AnyMachineSnapshot): string {
  const value = snapshot.value as string | Record<string, string>;
  return typeof value === 'string'
    ? value
    : Object.entries(value)
        .map(([k, v]) => `${k}.${v}`)
        .join();
}

function eventName(event: ModelEvent): string {
  if (event.type === 'setUser') return `setUser(${event.user ? 'user' : 'null'})`;
  if ('output' in event && event.output && typeof event.output === 'object' && 'email' in event.output) {
    return `${event.type}(${event.output.email ? 'with email' : 'without email'})`;
  }
  if ('output' in event && event.output && typeof event.output === 'object' && 'found' in event.output) {
    return `${event.type}(${event.output.found ? 'found' : 'not found'})`;
  }
  if ('error' in event && event.error && typeof event.error === 'object' && 'code' in event.error) {
    return `${event.type}(${String(event.error.code)})`;
  }
  return event.type;
}

/** One path per transition of the model: the shortest way to its source, then the transition itself. */
function generatePaths(): ModelPath[] {
  const paths: ModelPath[] = [];
  for (const [inputName, input] of Object.entries(inputs)) {
    const options = traversal(input);
    const shortest = new Map<string, StatePath<ModelSnapshot, AuthEvent>>();
    for (const path of getShortestPaths(authMachine, options)) shortest.set(options.serializeState(path.state), path);
    const adjacency: AdjacencyMap<ModelSnapshot, AuthEvent> = getAdjacencyMap(authMachine, options);
    for (const [sourceKey, { state, transitions }] of Object.entries(adjacency)) {
      // Keyed by a branded string, which Object.values cannot see through.
      for (const { event } of Object.values(transitions) as Array<{ event: AuthEvent }>) {
        if (authMachine.getTransitionData(state, event).length === 0) continue; // ignored in this state
        const prefix = shortest.get(sourceKey);
        if (!prefix) throw new Error(`No path reaches ${sourceKey}`);
        const events = [...prefix.steps.map((step) => step.event as ModelEvent), event as ModelEvent].filter(
          (e) => (e.type as string) !== 'xstate.init',
        );
        paths.push({
          input,
          inputName,
          events,
          description: `${inputName}: ${events.map(eventName).join(' → ') || '(start)'} → ${stateName(transition(authMachine, state, event)[0])}`,
        });
      }
    }
  }
  return paths;
}

/** The model's snapshots along a path, computed purely (no actor, no effects). */
function modelSnapshots(path: ModelPath): ModelSnapshot[] {
  const snapshots = [initialTransition(authMachine, path.input)[0]];
  for (const event of path.events) snapshots.push(transition(authMachine, snapshots.at(-1)!, event as AuthEvent)[0]);
  return snapshots;
}

// ---------------------------------------------------------------------------------------------------------------
// The running system: the machine with doubles for Firebase and the API, the real cookie and analytics modules.

/** A document whose cookie property behaves like a browser's for name=value pairs and max-age=0. */
function fakeCookieDocument() {
  const jar = new Map<string, string>();
  return {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      const [pair = '', ...attributes] = text.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      if (attributes.some((attribute) => attribute.trim().toLowerCase() === 'max-age=0')) jar.delete(name);
      else jar.set(name, pair.slice(separator + 1).trim());
    },
  };
}

interface Pending {
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

function createWorld() {
  const pending = new Map<ActorId, Pending>();
  const started: Array<{ actor: ActorId; input: unknown }> = [];
  const analytics: Array<['identify', AnalyticsUser] | ['reset']> = [];
  const world = { pending, started, analytics, identityWatchers: 0, cacheClears: 0 };

  const controlled = <TOutput, TInput>(id: ActorId) =>
    fromPromise<TOutput, TInput>(
      ({ input }) =>
        new Promise<TOutput>((resolve, reject) => {
          started.push({ actor: id, input });
          pending.set(id, { input, resolve: resolve as (output: unknown) => void, reject });
        }),
    );

  setAnalyticsSink({
    identify: (user) => analytics.push(['identify', user]),
    reset: () => analytics.push(['reset']),
  });

  const machine = authMachine.provide({
    actors: {
      watchIdentity: fromCallback(() => {
        world.identityWatchers += 1;
        return () => {
          world.identityWatchers -= 1;
        };
      }),
      signUp: controlled<IdentityResult, Credentials>('signUp'),
      logIn: controlled<IdentityResult, Credentials>('logIn'),
      googleSignIn: controlled<IdentityResult, GoogleSignInInput>('googleSignIn'),
      findProfile: controlled<ProfileLookup, NonReducibleUnknown>('findProfile'),
      createProfile: controlled<unknown, ProfileInput>('createProfile'),
      loadProfile: controlled<unknown, ProfileInput>('loadProfile'),
      signOut: controlled<void, NonReducibleUnknown>('signOut'),
    },
    actions: {
      forgetUserData: () => {
        world.cacheClears += 1;
      },
    },
  });
  return { world, machine };
}

async function settle() {
  await vi.advanceTimersByTimeAsync(0);
}

async function perform(
  world: ReturnType<typeof createWorld>['world'],
  actor: { send: (event: AuthEvent) => void },
  event: ModelEvent,
) {
  const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (settled) {
    const id = settled[2] as ActorId;
    const call = world.pending.get(id);
    // The model says this actor finishes here, so the running machine must have started it.
    if (!call) throw new Error(`The machine did not invoke "${id}" before ${event.type}`);
    world.pending.delete(id);
    if ('output' in event) call.resolve(event.output);
    else if ('error' in event) call.reject(event.error);
  } else if (event.type.startsWith('xstate.after.')) {
    // The spec's back-off: no retry before half the base delay, and one within the maximum.
    await vi.advanceTimersByTimeAsync(BACKOFF.baseMs * (1 - BACKOFF.jitter) - 1);
    if (world.pending.has('loadProfile')) throw new Error('The profile load was retried before the back-off delay');
    await vi.advanceTimersByTimeAsync(BACKOFF.maxMs);
  } else {
    actor.send(event as AuthEvent);
  }
  await settle();
}

// Deep equality regardless of key order (the cookie module rebuilds the object in its schema's order).
const sameJson = isDeepStrictEqual;

/** What the spec says must be true of the outside world after a step, as the list of claims that are false. */
function worldProblems(
  world: ReturnType<typeof createWorld>['world'],
  snapshot: AnyMachineSnapshot,
  previous: AnyMachineSnapshot,
  event: ModelEvent | undefined,
): string[] {
  const problems: string[] = [];
  const claim = (holds: boolean, text: string) => {
    if (!holds) problems.push(text);
  };
  const { user, pendingUser, error, isLoading } = snapshot.context as {
    user: AuthUser | null;
    pendingUser: AuthUser | null;
    error: string | null;
    isLoading: boolean;
  };
  const inState = (name: string) => matchesName(snapshot, name);
  const justEntered = (name: string) => inState(name) && !matchesName(previous, name);
  const identifies = world.analytics.filter(([kind]) => kind === 'identify');

  claim(
    world.identityWatchers === (inState('restoring') || inState('signedIn') ? 1 : 0),
    'the identity provider is watched exactly while a session may exist',
  );
  if (inState('signedIn')) {
    claim(user !== null, 'signed in with a user');
    claim(sameJson(userCookie.get(), user), 'the user cookie holds the user and their token');
    claim(
      sameJson(identifies.at(-1), ['identify', { uid: user?.uid, email: user?.email }]),
      'analytics identifies the user',
    );
  }
  if (inState('signedOut') || inState('signingOut')) {
    claim(user === null, 'no user once signing out');
    claim(userCookie.get() === null, 'no user cookie once signing out');
  }
  if (justEntered('signedOut') && event) {
    claim(world.cacheClears > 0, 'cached user data is dropped on sign-out');
    claim(identifies.length === 0 || sameJson(world.analytics.at(-1), ['reset']), 'analytics forgets the user');
  }
  if (justEntered('signingUp')) {
    claim(sameJson(world.pending.get('signUp')?.input, adaCredentials), 'sign-up gets the email and password');
  }
  if (justEntered('loggingIn')) {
    claim(sameJson(world.pending.get('logIn')?.input, adaCredentials), 'login gets the email and password');
  }
  if (justEntered('signingUpWithGoogle') || justEntered('loggingInWithGoogle')) {
    claim(sameJson(world.pending.get('googleSignIn')?.input, adaGoogle), 'Google sign-in gets the stand-in email');
  }
  if (inState('findingGoogleProfile') || inState('confirmingAge')) {
    // A Google account new to Doro is not signed in until its age and the terms are confirmed.
    claim(user === null && userCookie.get() === null, 'no user and no cookie before the profile is known');
    claim(sameJson(pendingUser, ada), 'the Google account is held aside');
  }
  if (justEntered('findingGoogleProfile')) claim(world.pending.has('findProfile'), 'GET /api/users/me/ is asked');
  if (justEntered('creatingProfile')) {
    claim(sameJson(readSignUpConsent(ada.email), adaConsent), 'the age band and terms are kept in this browser');
  }
  if (justEntered('creatingProfile')) {
    claim(
      sameJson(world.pending.get('createProfile')?.input, { uid: ada.uid, email: ada.email }),
      'POST /api/users/me/ gets the uid and email',
    );
  }
  if (justEntered('signedIn.loadingProfile')) {
    claim(
      sameJson(world.pending.get('loadProfile')?.input, { uid: user?.uid, email: user?.email }),
      'the profile of the signed-in user is loaded',
    );
  }
  if (justEntered('signingOut')) claim(world.pending.has('signOut'), 'Firebase is signed out');

  // The exact messages of a failed sign-up or login.
  // The wrapper depends on the screen the attempt came from: the state the event arrived in.
  const wrapper = ['signingUp', 'signingUpWithGoogle'].some((name) => matchesName(previous, name))
    ? 'Sign Up Error: '
    : 'Login Error: ';
  const noCredentials = 'The sign-in service did not return your account details. Please try again.';
  const expectedError: Partial<Record<string, string>> = {
    'xstate.done.actor.signUp': noCredentials,
    'xstate.done.actor.logIn': noCredentials,
    'xstate.done.actor.googleSignIn': noCredentials,
    'xstate.error.actor.signUp': 'An account with this email already exists. Try logging in instead.',
    'xstate.error.actor.logIn': 'The email or password is not correct.',
    'xstate.error.actor.findProfile': 'We could not reach the sign-in service. Check your connection and try again.',
  };
  const withoutEmail = event !== undefined && 'output' in event && !(event.output as IdentityResult | undefined)?.email;
  if (event && expectedError[event.type] && (event.type.includes('.error.') || withoutEmail)) {
    claim(error === wrapper + expectedError[event.type], `the error reads "${wrapper}${expectedError[event.type]}"`);
  }
  if (event?.type === 'xstate.error.actor.googleSignIn') {
    // Closing the popup says nothing; a blocked popup says why.
    const quiet = (event.error as { code: string }).code === 'auth/popup-closed-by-user';
    const expected = quiet
      ? null
      : `${wrapper}The sign-in window was blocked. Allow pop-ups for this site and try again.`;
    claim(error === expected, quiet ? 'a closed popup shows no error' : 'a blocked popup is explained');
    claim(inState(quiet ? 'signedOut' : 'signingOut'), 'a failed popup leaves no session');
  }
  const busy = [
    'restoring',
    'signingUp',
    'loggingIn',
    'signingUpWithGoogle',
    'loggingInWithGoogle',
    'findingGoogleProfile',
    'creatingProfile',
    'signingOut',
  ].some(inState);
  if (busy) claim(isLoading, 'isLoading while a call is in flight');
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------

const generatedPaths = generatePaths();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.stubGlobal('document', fakeCookieDocument());
  const stored = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  });
});

afterEach(() => {
  forgetAnalyticsUser();
  setAnalyticsSink(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the auth machine definition', () => {
  it('has exactly the expected transitions', () => {
    expect([...definedTransitions(authMachine.root).values()].toSorted()).toEqual([...expectedTransitions].toSorted());
  });

  it('has exactly the expected states', () => {
    const names = allStateNodes(authMachine.root)
      .filter((node) => node !== authMachine.root)
      .map(nodeName);
    expect(names.toSorted()).toEqual([...expectedStates].toSorted());
  });
});

describe('paths generated from the auth machine', () => {
  it('visit every state and take every transition of the definition', () => {
    expect(coverageGaps(authMachine, generatedPaths)).toEqual([]);
  });

  it.each(generatedPaths.map((path) => [path.description, path] as const))('replay: %s', async (_description, path) => {
    const { world, machine } = createWorld();
    const actor = createActor(machine, { input: path.input });
    actor.start();
    await settle();
    const expected = modelSnapshots(path);
    let previous = actor.getSnapshot();
    expect(previous.value).toEqual(expected[0]!.value);
    expect(worldProblems(world, previous, previous, undefined)).toEqual([]);

    for (const [index, event] of path.events.entries()) {
      await perform(world, actor, event);
      const snapshot = actor.getSnapshot();
      expect(snapshot.value, `after ${eventName(event)}`).toEqual(expected[index + 1]!.value);
      expect(snapshot.context).toEqual(expected[index + 1]!.context);
      expect(worldProblems(world, snapshot, previous, event), `after ${eventName(event)}`).toEqual([]);
      previous = snapshot;
    }
    actor.stop();
  });
});

describe('the auth store', () => {
  it('starts with no user and not loading', () => {
    const [snapshot] = initialTransition(authMachine, { storedUser: null });
    expect(snapshot.value).toBe('signedOut');
    expect(snapshot.context).toMatchObject({ user: null, isLoading: false });
  });

  it('setLoading sets isLoading in any state', () => {
    let [snapshot] = initialTransition(authMachine, { storedUser: null });
    [snapshot] = transition(authMachine, snapshot, { type: 'setLoading', isLoading: true });
    expect(snapshot.context.isLoading).toBe(true);
    [snapshot] = transition(authMachine, snapshot, { type: 'setLoading', isLoading: false });
    expect(snapshot.context.isLoading).toBe(false);
  });

  it('setUser logs in and logout sets the user to null', async () => {
    const { world, machine } = createWorld();
    const actor = createActor(machine, { input: { storedUser: null } }).start();
    actor.send({ type: 'setUser', user: ada });
    expect(actor.getSnapshot().context.user).toEqual(ada);
    actor.send({ type: 'logout' });
    expect(actor.getSnapshot().context.user).toBeNull();
    await perform(world, actor, { type: 'xstate.done.actor.signOut', output: undefined });
    expect(actor.getSnapshot().value).toBe('signedOut');
    actor.stop();
  });

  it('a token refresh while signed in updates the cookie without a new session', async () => {
    const { world, machine } = createWorld();
    const actor = createActor(machine, { input: { storedUser: ada } }).start();
    actor.send({ type: 'setUser', user: ada });
    await perform(world, actor, { type: 'xstate.done.actor.loadProfile', output: adaProfile });
    const loadsBefore = world.started.filter((call) => call.actor === 'loadProfile').length;
    actor.send({ type: 'setUser', user: adaRefreshed });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'ready' });
    expect(userCookie.get()?.accessToken).toBe(adaRefreshed.accessToken);
    expect(world.started.filter((call) => call.actor === 'loadProfile')).toHaveLength(loadsBefore);
    actor.stop();
  });
});
