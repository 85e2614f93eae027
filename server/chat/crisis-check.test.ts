import { describe, expect, it } from 'vitest';
import { classifyMessage } from '../safety/classifier';
import { createCrisisCheck, type ChatSafety } from './crisis-check';
import type { LiveSession } from './live-sessions';

describe('the crisis check', () => {
  it("counts a referral naming the session's person, so it is counted in their place's jurisdiction", async () => {
    const counted: { level: string; userId: string | undefined }[] = [];
    const safety = {
      classify: (text: string) => classifyMessage(text),
      recordReferral: async (assessment: { level: string }, userId?: string) => {
        counted.push({ level: assessment.level, userId });
      },
      guard: () => ({ push: (text: string) => text, end: () => '', violations: () => [] }),
      isSafe: () => true,
    } as unknown as ChatSafety;
    const sent: unknown[] = [];
    const session = {
      id: 'session-1',
      userId: 'user-1',
      turns: [{ role: 'user', seq: 1, text: 'I want to kill myself tonight' }],
      crisis: undefined,
      connection: { send: (message: unknown) => sent.push(message), close: () => undefined },
    } as unknown as LiveSession;
    const check = createCrisisCheck({ safety, store: {} as never, log: {} as never, live: {} as never });
    const focus = check.assess(session, 1);
    expect(focus).toMatchObject({ current: true });
    expect(sent).toEqual([expect.objectContaining({ type: 'crisis', seq: 1 })]);
    await Promise.resolve();
    expect(counted).toEqual([{ level: focus?.level, userId: 'user-1' }]);
  });
});
