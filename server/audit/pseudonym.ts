/**
 * How the audit log names people: HMAC-SHA256 of the Doro account id under a key derived (HKDF) from the data key.
 * Stable, so one person's accesses line up; keyed, so the log alone (a backup, a copy handed to an auditor) cannot
 * be matched to accounts by hashing candidate ids; and once an account is deleted no table holds its id any more,
 * so its rows identify no one (decision 019).
 */
import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { findDataKey } from '../chat/data-key';
import type { ServerConfig } from '../config';

const keys = new WeakMap<ServerConfig, Buffer>();

export function pseudonymOf(config: ServerConfig, accountId: string): string {
  let key = keys.get(config);
  if (!key) keys.set(config, (key = pseudonymKey(config)));
  return createHmac('sha256', key).update(accountId).digest('hex');
}

/**
 * The data key as startServer loads it (DORO_DATA_KEY, else the key file). An app a test builds beside the real
 * one may have neither: it gets a key of its own, and this module never creates or moves the key file the stores
 * depend on.
 */
function pseudonymKey(config: ServerConfig): Buffer {
  const dataKey =
    findDataKey({ envKey: config.dataKeyBase64, file: config.dataKeyFile, dataDir: config.dataDir }) ?? randomBytes(32);
  return Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'doro audit-log pseudonym v1', 32));
}
