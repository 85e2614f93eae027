import type { Kysely } from 'kysely';
import type { VerifyIdToken } from '../auth/types';
import type { ChatParts } from '../chat/register';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import type { QuestionnaireStore } from '../questionnaires/store';
import type { SupportStore } from '../support/store';
import type { ProfileCache } from '../users/profile-cache';
import type { SafetyPlanStore } from '../users/safety-plan-store';

/** What handlers may use; passed in, so tests and later issues can swap a part. */
export interface RouteDeps {
  config: ServerConfig;
  db: Kysely<Database>;
  /** The app's one token verifier, for public routes that accept an optional token. */
  verifyIdToken: VerifyIdToken;
  /** Chat sessions: the encrypted store and the live sessions (server/chat). */
  chat: ChatParts;
  /** Profiles kept per instance (server/users/profile-cache.ts). */
  profiles: ProfileCache;
  /** Safety plans, encrypted with the chat's data cipher (server/users/safety-plan-store.ts). */
  safetyPlans: SafetyPlanStore;
  /** Questionnaires and each person's encrypted results (server/questionnaires/store.ts). */
  questionnaires: QuestionnaireStore;
  /** Support messages, encrypted (server/support/store.ts). */
  support: SupportStore;
}
