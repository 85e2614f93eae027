import { describe, expect, it } from 'vitest';
import { guardReply } from '../../safety/output-guard';
import type { ConversationTurn, ReplyRequest } from '../provider';
import { offlineReply } from './engine';
import { engineTexts } from './engine-texts';
import { exerciseScripts } from './content/exercises';

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
    for (const script of Object.values(exerciseScripts)) {
      const { offers, steps } = script.adult.en;
      for (const yes of ['yes', 'ok sure', "ok, let's try it"]) {
        const reply = offlineReply(
          request([
            { role: 'user', text: 'I feel so tense and anxious today' },
            { role: 'doro', text: offers[0] ?? '' },
            { role: 'user', text: yes },
          ]),
        );
        expect(reply).toBe(steps[0]);
        expect(guardReply(reply)).toEqual({ safe: true, text: reply, violations: [] });
      }
    }
  });
});
