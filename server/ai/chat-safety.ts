/**
 * The safety layer (server/safety, independent of any model) as the chat service uses it: the crisis classifier on
 * every user message, referral counts, and the output guard on every reply and summary; with a model configured,
 * the model's second opinion on each message of a person who consented to the outside model (it may raise a level,
 * never lower one).
 */
import type { Kysely } from 'kysely';
import type { ChatSafety } from '../chat/chat-service';
import type { Database } from '../db/schema';
import { classifyMessage } from '../safety/classifier';
import { createStreamGuard, guardReply } from '../safety/output-guard';
import { jurisdictionOfUser, recordReferral } from '../safety/referrals';
import { createSecondOpinion, type SecondOpinionOptions } from '../safety/second-opinion';
import { consentedSecondOpinion } from './model-consent';

export function createChatSafety(
  db: Kysely<Database>,
  model?: SecondOpinionOptions,
  /** Whether the person consented to the outside model; nobody has unless told. */
  consented: (userId: string | undefined) => Promise<boolean> = async () => false,
): ChatSafety {
  return {
    classify: (text, context) => classifyMessage(text, context),
    secondOpinion: model ? consentedSecondOpinion(createSecondOpinion(model), consented) : undefined,
    // Counted in the jurisdiction of the person's place (never stored with the count).
    recordReferral: async (assessment, userId) =>
      recordReferral(db, assessment, userId ? await jurisdictionOfUser(db, userId) : 'unknown'),
    guard() {
      const guard = createStreamGuard();
      return {
        push: (text) => guard.push(text),
        end: () => guard.end(),
        violations: () => guard.violations,
      };
    },
    isSafe: (text) => guardReply(text).safe,
  };
}
