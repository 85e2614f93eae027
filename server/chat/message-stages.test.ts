import { afterEach, describe, expect, it } from 'vitest';
import { takeChatMessageSlot } from '../http/chat-message-limit';
import { messageStageChannel, stageClock, stageEnded, type MessageStageTiming } from './message-stages';

const heard: MessageStageTiming[] = [];
const listen = (message: unknown) => heard.push(message as MessageStageTiming);

afterEach(() => {
  if (messageStageChannel.hasSubscribers) messageStageChannel.unsubscribe(listen);
  heard.length = 0;
});

describe("a chat message's stages", () => {
  it('cost no clock read and publish nothing while nobody listens', () => {
    expect(stageClock()).toBeUndefined();
    takeChatMessageSlot({ max: 5, windowSeconds: 60 }, 'someone');
    expect(heard).toEqual([]);
  });

  it('publish each stage with its time on the clock and on the event loop once someone listens', () => {
    messageStageChannel.subscribe(listen);
    takeChatMessageSlot({ max: 5, windowSeconds: 60 }, 'someone');
    const startedAt = stageClock();
    expect(startedAt).toBeTypeOf('number');
    stageEnded('store', (startedAt ?? 0) - 12, 0.5);
    expect(heard).toHaveLength(2);
    expect(heard[0]).toMatchObject({ stage: 'rate-limit' });
    expect(heard[0]!.cpuMs).toBe(heard[0]!.ms);
    expect(heard[1]).toMatchObject({ stage: 'store', cpuMs: 0.5 });
    expect(heard[1]!.ms).toBeGreaterThanOrEqual(12);
  });
});
