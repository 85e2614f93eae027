import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { chatMachine } from '../../machines/chat.machine';
import type { ChatContext } from '../../machines/chat.types';
import { chatView } from './chat-view';

const context: ChatContext = {
  userId: 'uid-ada',
  chatStarted: false,
  chatEnded: false,
  lastSession: null,
  paused: false,
  disclaimerAccepted: true,
  remainingSeconds: 600,
  remainingSessions: 2,
  hasSubscription: false,
  directiveness: null,
  speakReplies: false,
  sessionId: null,
  messages: [],
  notices: [],
  pending: [],
  returned: null,
  lastSeq: 0,
  reply: null,
  crisisPause: null,
  endRequested: false,
  reconnectAttempts: 0,
  error: null,
};

const viewOf = (value: StateValue, changes: Partial<ChatContext> = {}) =>
  chatView(chatMachine.resolveState({ value, context: { ...context, ...changes } }));

describe('chatView', () => {
  it('shows the start panel under the popups that come before a session', () => {
    expect(viewOf('idle')).toMatchObject({ stage: 'ready', popup: null });
    expect(viewOf('disclaimer')).toMatchObject({ stage: 'ready', popup: 'disclaimer', busy: false });
    expect(viewOf('acceptingDisclaimer')).toMatchObject({ stage: 'ready', popup: 'disclaimer', busy: true });
    expect(viewOf('directiveness')).toMatchObject({ stage: 'ready', popup: 'directiveness' });
    expect(viewOf('sessionProcessing')).toMatchObject({ stage: 'ready', popup: 'sessionProcessing' });
    expect(viewOf('minutesEnded')).toMatchObject({ stage: 'ready', popup: 'minutesEnded' });
  });

  it('keeps the conversation of a session the minutes cut short in view under the popup', () => {
    expect(viewOf('minutesEnded', { sessionId: 'a-session' })).toMatchObject({ stage: 'ended', popup: 'minutesEnded' });
  });

  it('shows the live conversation, with the disconnection popup while the connection is down', () => {
    expect(viewOf({ session: 'disconnection' })).toMatchObject({ stage: 'live', popup: 'disconnection' });
    expect(viewOf({ session: { online: 'connecting' } })).toMatchObject({ stage: 'live', connecting: true });
    expect(viewOf({ session: { online: 'ending' } })).toMatchObject({ stage: 'live', ending: true });
    expect(viewOf({ session: { online: { active: 'doroReplying' } } })).toMatchObject({
      replying: true,
      clockRuns: true,
      speaking: false,
    });
    expect(viewOf({ session: { online: { active: 'doroSpeaking' } } })).toMatchObject({ speaking: true });
  });

  it('shows a crisis pause inside the live conversation, apart from the session pause (status 5)', () => {
    expect(viewOf({ session: { online: { active: 'crisisPaused' } } })).toMatchObject({
      stage: 'live',
      crisisPaused: true,
      goingOn: false,
      replying: false,
    });
    expect(viewOf({ session: { online: { active: 'goingOnAfterCrisis' } } })).toMatchObject({
      crisisPaused: true,
      goingOn: true,
    });
    expect(viewOf({ session: { online: { active: 'userTurn' } } })).toMatchObject({ crisisPaused: false });
    expect(viewOf('paused')).toMatchObject({ stage: 'paused', crisisPaused: false });
  });

  it('names the other stages', () => {
    expect(viewOf('loadingLastSession').stage).toBe('loading');
    expect(viewOf('waitingForUser').stage).toBe('loading');
    expect(viewOf('unavailable').stage).toBe('unavailable');
    expect(viewOf('paused').stage).toBe('paused');
    expect(viewOf('processing')).toMatchObject({ stage: 'ended', finished: false, clockRuns: false });
    expect(viewOf('finished')).toMatchObject({ stage: 'ended', finished: true });
  });
});
