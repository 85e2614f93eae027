/**
 * Runs the migrations at start. They are listed in code, not discovered on disk, so the same list works under tsx,
 * in vitest and in any bundle. Add a new file as server/db/migrations/NNN-name.ts and list it here; never edit one
 * that has shipped. Migrations that re-encrypt stored values are made with the data cipher, which is why migrating
 * needs it.
 */
import { Migrator, type Kysely, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import * as users from './migrations/001-users';
import * as supportMessages from './migrations/002-support-messages';
import * as chat from './migrations/003-chat';
import * as safetyReferrals from './migrations/005-safety-referrals';
import * as userDirectiveness from './migrations/004-user-directiveness';
import * as questionnaires from './migrations/006-questionnaires';
import * as plansAndPayments from './migrations/007-plans-and-payments';
import * as memory from './migrations/008-memory';
import * as challengeProgress from './migrations/009-challenge-progress';
import * as auditLog from './migrations/010-audit-log';
import * as rateLimits from './migrations/011-rate-limits';
import * as userChangeNotify from './migrations/012-user-change-notify';
import * as safetyPlans from './migrations/013-safety-plans';
import * as messageCrisis from './migrations/014-message-crisis';
import * as auditUpdate from './migrations/015-audit-update';
import * as replyFeedback from './migrations/016-reply-feedback';
import { chatRowBinding } from './migrations/017-chat-row-binding';
import * as publicChangeNotify from './migrations/018-public-change-notify';
import { encryptResultsAndSupport } from './migrations/019-encrypt-results-and-support';
import * as userPlace from './migrations/020-user-place';
import * as guardianConsents from './migrations/021-guardian-consents';
import * as referralJurisdiction from './migrations/022-referral-jurisdiction';
import * as privacyConsent from './migrations/023-privacy-consent';
import * as crisisPauses from './migrations/024-crisis-pauses';
import * as outsideModelConsent from './migrations/025-outside-model-consent';
import * as userLocale from './migrations/026-user-locale';
import * as questionnairesFrCa from './migrations/027-questionnaires-fr-ca';
import type { DataCipher } from '../chat/crypto';

const migrations = (cipher: DataCipher): Record<string, Migration> => ({
  '001-users': users,
  '002-support-messages': supportMessages,
  '003-chat': chat,
  '005-safety-referrals': safetyReferrals,
  '004-user-directiveness': userDirectiveness,
  '006-questionnaires': questionnaires,
  '007-plans-and-payments': plansAndPayments,
  '008-memory': memory,
  '009-challenge-progress': challengeProgress,
  '010-audit-log': auditLog,
  '011-rate-limits': rateLimits,
  '012-user-change-notify': userChangeNotify,
  '013-safety-plans': safetyPlans,
  '014-message-crisis': messageCrisis,
  '015-audit-update': auditUpdate,
  '016-reply-feedback': replyFeedback,
  '017-chat-row-binding': chatRowBinding(cipher),
  '018-public-change-notify': publicChangeNotify,
  '019-encrypt-results-and-support': encryptResultsAndSupport(cipher),
  '020-user-place': userPlace,
  '021-guardian-consents': guardianConsents,
  '022-referral-jurisdiction': referralJurisdiction,
  '023-privacy-consent': privacyConsent,
  '024-crisis-pauses': crisisPauses,
  '025-outside-model-consent': outsideModelConsent,
  '026-user-locale': userLocale,
  '027-questionnaires-fr-ca': questionnairesFrCa,
});

function migrator(db: Kysely<unknown>, cipher: DataCipher) {
  const provider: MigrationProvider = { getMigrations: async () => migrations(cipher) };
  return new Migrator({ db, provider });
}

export async function migrateToLatest(db: Kysely<unknown>, cipher: DataCipher): Promise<string[]> {
  return report(await migrator(db, cipher).migrateToLatest());
}

/** Up (or down) to the named migration: for tests that store data the way an older Doro did. */
export async function migrateTo(db: Kysely<unknown>, cipher: DataCipher, name: string): Promise<string[]> {
  return report(await migrator(db, cipher).migrateTo(name));
}

function report({ error, results = [] }: MigrationResultSet): string[] {
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return results.map((result) => result.migrationName);
}
