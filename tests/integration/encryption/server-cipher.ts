/**
 * The shared server's data cipher, made from the key global-setup gave it: tests read what a request stored
 * encrypted the way the server itself would, never by a plain column that no longer exists.
 */
import { inject } from 'vitest';
import { createDataCipher } from '../../../server/chat/crypto';

export const serverCipher = () => createDataCipher(Buffer.from(inject('dataKey'), 'base64'));
