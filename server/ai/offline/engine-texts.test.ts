import { describe, expect, it } from 'vitest';
import { guardReply } from '../../safety/output-guard';
import type { ConversationTurn, ReplyRequest } from '../provider';
import { offlineReply } from './engine';
import { engineTexts } from './engine-texts';
import { exercises } from './exercises';

const request = (messages: ConversationTurn[], overrides: Partial<ReplyRequest> = {}): ReplyRequest => ({
  messages,
  directiveness: 'balanced',
  ageGroup: 'adult',
  memory: [],
  askedIfHuman: false,
  ...overrides,
});

describe("the output guard and Doro's own words", () => {
  it('lets every fixed text of the offline engine through unchanged', () => {
    const changed = engineTexts()
      .map((text) => ({ text, guarded: guardReply(text) }))
      .filter(({ guarded }) => !guarded.safe)
      .map(({ text, guarded }) => ({ text, violations: guarded.violations }));
    expect(changed).toEqual([]);
  });

  it('gives the steps of an offered exercise to a person who says yes, not a safety refusal', () => {
    // The rulers ask for a number, not a yes: the exercises with steps are the ones a yes starts.
    const withSteps = Object.values(exercises).filter((exercise) => !exercise.name.endsWith('-ruler'));
    for (const exercise of withSteps) {
      for (const yes of ['yes', 'ok sure', "ok, let's try it"]) {
        const reply = offlineReply(
          request([
            { role: 'user', text: 'I feel so tense and anxious today' },
            { role: 'doro', text: exercise.offer },
            { role: 'user', text: yes },
          ]),
        );
        expect(reply).toBe(exercise.steps.adult);
        expect(guardReply(reply)).toEqual({ safe: true, text: reply, violations: [] });
      }
    }
  });
});
