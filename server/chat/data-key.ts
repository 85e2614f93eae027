/**
 * The key that encrypts chat data at rest. DORO_DATA_KEY (base64 of 32 random bytes) wins; without it, the
 * embedded default keeps a key file in the data folder, made on first start with mode 0600 and reused after, so
 * `npm start` needs no setup and a restart still reads yesterday's sessions.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../config';
import { dataKeyLength } from './crypto';

export function parseDataKey(base64: string, source: string): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== dataKeyLength || !/^[A-Za-z0-9+/=\s]+$/.test(base64)) {
    throw new ConfigError(
      `${source} must be ${dataKeyLength} random bytes in base64 (make one with: ` +
        `node -e "console.log(require('crypto').randomBytes(32).toString('base64'))"), got ${key.length} bytes.`,
    );
  }
  return key;
}

export function loadDataKey(options: { envKey: string | undefined; dataDir: string }): Buffer {
  if (options.envKey) return parseDataKey(options.envKey, 'DORO_DATA_KEY');
  const file = join(options.dataDir, 'data-key');
  if (existsSync(file)) return parseDataKey(readFileSync(file, 'utf8'), file);
  mkdirSync(options.dataDir, { recursive: true });
  // 'wx': two servers starting at once must not each write a different key; the loser reads the winner's.
  try {
    writeFileSync(file, `${randomBytes(dataKeyLength).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  chmodSync(file, 0o600);
  return parseDataKey(readFileSync(file, 'utf8'), file);
}
