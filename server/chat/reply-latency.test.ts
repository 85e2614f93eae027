import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReplyLatencyProbe, replyLatencyChannel, type ReplyLatency } from './reply-latency';

const published: number[] = [];
const listener = (message: unknown) => published.push((message as ReplyLatency).ms);

afterEach(() => {
  replyLatencyChannel.unsubscribe(listener);
  published.length = 0;
  vi.useRealTimers();
});

describe('the reply latency probe', () => {
  it('measures from the frame to the first token of the reply to that message, once', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    replyLatencyChannel.subscribe(listener);
    const probe = createReplyLatencyProbe();
    const clientId = '7b1e4c1e-0c55-4c39-9a39-5f0e3b0b4d11';
    probe.received(clientId, probe.now());
    vi.advanceTimersByTime(12);
    probe.sending({ type: 'ack', clientId, seq: 3 });
    probe.sending({ type: 'replyStart', replyTo: 3 });
    vi.advanceTimersByTime(5);
    probe.sending({ type: 'replyToken', token: 'Hello ' });
    probe.sending({ type: 'replyToken', token: 'again.' });
    expect(published).toHaveLength(1);
    expect(published[0]).toBeCloseTo(17, 0);
  });

  it('records nothing when nobody listens', () => {
    const probe = createReplyLatencyProbe();
    expect(probe.now()).toBeUndefined();
    const clientId = '7b1e4c1e-0c55-4c39-9a39-5f0e3b0b4d12';
    probe.received(clientId, probe.now());
    replyLatencyChannel.subscribe(listener);
    probe.sending({ type: 'ack', clientId, seq: 1 });
    probe.sending({ type: 'replyStart', replyTo: 1 });
    probe.sending({ type: 'replyToken', token: 'Hi' });
    expect(published).toEqual([]);
  });
});
