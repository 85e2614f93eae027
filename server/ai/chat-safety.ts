/**
 * The safety layer (server/safety, independent of any model) as the chat service uses it: the crisis classifier on
 * every user message, referral counts, and the output guard on every reply and summary.
 */
import type { Kysely } from 'kysely';
import type { ChatSafety } from '../chat/chat-service';
import type { Database } from '../db/schema';
import { classifyMessage } from '../safety/classifier';
import { createStreamGuard, guardReply } from '../safety/output-guard';
import { recordReferral } from '../safety/referrals';

export function createChatSafety(db: Kysely<Database>): ChatSafety {
  return {
    classify: (text, context) => classifyMessage(text, context),
    recordReferral: (assessment) => recordReferral(db, assessment),
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
