/**
 * The key that encrypts what people wrote, at rest. DORO_DATA_KEY (base64 of 32 random bytes) wins; without it, a
 * key file (DORO_DATA_KEY_FILE, by default `~/.config/doro/data-key`, or under XDG_CONFIG_HOME), made on first start
 * with mode 0600 and reused after, so `npm start` needs no setup and a restart still reads yesterday's sessions.
 *
 * The file is kept apart from the data folder on purpose: a backup or copy of the database folder must not carry
 * the key that opens it. Doro used to keep it there (`<dataDir>/data-key`); a key found in that old place is moved
 * to the key file on start, so an existing install keeps reading its data.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ConfigError } from '../config';
import { dataKeyLength } from './crypto';

export interface DataKeyPlace {
  /** DORO_DATA_KEY as given. */
  envKey: string | undefined;
  /** Where the key file is (config.dataKeyFile). */
  file: string;
  /** The data folder, where older versions kept the key file. */
  dataDir: string;
}

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

/** Where versions before this one kept the key: in the data folder, beside the database. */
export const oldDataKeyFile = (dataDir: string) => join(dataDir, 'data-key');

/** The key if one exists (the variable, the key file, or the old place), without making or moving anything. */
export function findDataKey(place: DataKeyPlace): Buffer | undefined {
  if (place.envKey) return parseDataKey(place.envKey, 'DORO_DATA_KEY');
  for (const file of [place.file, oldDataKeyFile(place.dataDir)]) {
    if (existsSync(file)) return parseDataKey(readFileSync(file, 'utf8'), file);
  }
  return undefined;
}

/**
 * The data key, made on first start. A key still in the data folder is moved to the key file first (or, when the
 * key file already holds another key, used where it is, with a warning saying how to move it: never lost).
 */
export function loadDataKey(place: DataKeyPlace, warn: (line: string) => void = console.warn): Buffer {
  if (place.envKey) return parseDataKey(place.envKey, 'DORO_DATA_KEY');
  const old = oldDataKeyFile(place.dataDir);
  if (existsSync(old) && old !== place.file) {
    const oldKey = parseDataKey(readFileSync(old, 'utf8'), old);
    if (!existsSync(place.file)) {
      writeKeyFile(place.file, oldKey);
      // Only once the new file reads back the same key does the old one go.
      if (!parseDataKey(readFileSync(place.file, 'utf8'), place.file).equals(oldKey)) {
        throw new Error(`The data key could not be moved to ${place.file}: it read back differently.`);
      }
      removeIfThere(old);
      warn(
        `The data key was moved out of the data folder, from ${old} to ${place.file}, so that a copy of the ` +
          'database no longer carries its key. Back it up too, apart from the data: without it the data cannot be read.',
      );
      return oldKey;
    }
    if (parseDataKey(readFileSync(place.file, 'utf8'), place.file).equals(oldKey)) {
      removeIfThere(old);
      return oldKey;
    }
    warn(
      `The data key of this install is still in its data folder (${old}), and ${place.file} holds another key ` +
        "(another install's). Using the one in the data folder, which encrypted this data: move it to a file of its " +
        'own outside the data folder and set DORO_DATA_KEY_FILE to that file.',
    );
    return oldKey;
  }
  if (!existsSync(place.file)) writeKeyFile(place.file, randomBytes(dataKeyLength));
  chmodSync(place.file, 0o600);
  return parseDataKey(readFileSync(place.file, 'utf8'), place.file);
}

function writeKeyFile(file: string, key: Buffer) {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  // 'wx': two servers starting at once must not each write a different key; the loser reads the winner's.
  try {
    writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  chmodSync(file, 0o600);
}

/** Two servers starting at once may both move the same old key: the second finds it gone. */
function removeIfThere(file: string) {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
