/**
 * What the learned crisis model sees of a message (decision 024), hashed: word unigrams and bigrams of the normalised
 * text (normalise.ts, so "im gonna kms" and "I'm going to kms" agree) with words after a negator marked, the same
 * over crude stems, and stem pairs one or two words apart within a sentence; the word
 * classes of concept-words.ts, alone, in order and in pairs per sentence; what the rule layers read (frames, guards, and what the conversation added); and character 3- to 5-grams of a lightly normalised text in any script, so
 * typos, run-together words and languages the word tables never met still share features with the training lines. Training (scripts/safety-train.ts)
 * and inference (model.ts) call the same function: a feature can never mean one thing in one and another in the
 * other.
 */
import { normaliseMessage } from '../normalise';
import { conceptWords } from './concept-words';

/** Number of hashed buckets: a power of two. */
export const featureBuckets = 1 << 17;
const bucketMask = featureBuckets - 1;

/** 32-bit FNV-1a of a string. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const negators = new Set(['not', 'never', 'no', 'nor', 'without', 'pas', 'jamais', 'nothing', 'nobody', 'none']);
const negationScope = 3;

/**
 * Lower case, Latin accents dropped, every letter of every script kept, runs of one letter squeezed to two. Arabic
 * letter forms are unified (hamza seats, taa marbuta, alif maqsura, short vowels), and zero-width joiners dropped, so
 * the same word typed two ways reads the same.
 */
export function scriptText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0654\u0655]/g, '')
    .replace(/[\u200c\u200d]/g, '')
    .normalize('NFC')
    .replace(/[\u0622\u0623\u0625]/g, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0649/g, '\u064a')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .replace(/(\p{L})\1{2,}/gu, '$1$1')
    .trim();
}

// Scripts written without spaces between words: every character and pair counts.
const unspaced = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af\u0e00-\u0e7f]/u;

/** The message's features as bucket indexes with signs (+1 or -1), each bucket at most once. */
// Each word or phrase of concept-words.ts, normalised like a message, with its classes.
const conceptsOf = new Map<string, string[]>();
for (const [concept, words] of Object.entries(conceptWords)) {
  for (const word of words) {
    const key = normaliseMessage(word).trim();
    conceptsOf.set(key, [...(conceptsOf.get(key) ?? []), concept]);
  }
}
const longestPhrase = Math.max(...[...conceptsOf.keys()].map((key) => key.split(' ').length));

/** The concepts in each sentence, in order of appearance. */
function conceptSentences(words: readonly string[]): string[][] {
  const sentences: string[][] = [[]];
  for (let index = 0; index < words.length;) {
    if (words[index] === '.') {
      sentences.push([]);
      index += 1;
      continue;
    }
    let matched = 0;
    for (let length = Math.min(longestPhrase, words.length - index); length >= 1 && matched === 0; length -= 1) {
      const found = conceptsOf.get(words.slice(index, index + length).join(' '));
      if (found) {
        sentences.at(-1)?.push(...found);
        matched = length;
      }
    }
    index += Math.max(1, matched);
  }
  return sentences.filter((sentence) => sentence.length > 0);
}
/** A crude English stem: the common endings cut from words longer than four letters. */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  for (const suffix of ['ing', 'ed', 'es', 'ly', 's']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) return word.slice(0, -suffix.length);
  }
  return word;
}

export function messageFeatures(text: string, signals: readonly string[] = []): Map<number, number> {
  const features = new Map<number, number>();
  const add = (feature: string) => {
    const hash = fnv1a(feature);
    features.set(hash & bucketMask, hash & 0x80000000 ? -1 : 1);
  };

  const words = normaliseMessage(text).trim().split(' ').filter(Boolean);
  let negatedFor = 0;
  let previous = '<s>';
  let stems: string[] = [];
  for (const word of words) {
    if (word === '.') {
      negatedFor = 0;
      previous = '<s>';
      stems = [];
      continue;
    }
    const marked = negatedFor > 0 ? `!${word}` : word;
    add(`w:${marked}`);
    add(`b:${previous} ${marked}`);
    previous = marked;
    // Stems ("swallowed", "swallowing" and "swallows" share one), their bigrams, and pairs one or two words apart
    // within the sentence ("took 30 pills" and "took all my pills" share "took pills").
    const root = (negatedFor > 0 ? '!' : '') + stem(word);
    add(`l:${root}`);
    if (stems.length > 0) add(`lb:${stems.at(-1)} ${root}`);
    for (const gap of [2, 3]) if (stems.length >= gap) add(`sk:${stems[stems.length - gap]} ${root}`);
    stems.push(root);
    negatedFor = negators.has(word) ? negationScope : Math.max(0, negatedFor - 1);
  }

  // Concepts in each sentence: alone, in the order met, and in pairs.
  for (const sentence of conceptSentences(words)) {
    const seen = new Set(sentence);
    for (const concept of seen) add(`k:${concept}`);
    for (let index = 1; index < sentence.length; index += 1) add(`kb:${sentence[index - 1]}>${sentence[index]}`);
    for (const a of seen) for (const b of seen) if (a < b) add(`kp:${a}+${b}`);
  }

  // What the rule layers read: frames at their levels, the guards and negations that cancelled a match.
  for (const signal of signals) add(`s:${signal}`);

  const chars = ` ${scriptText(text)} `;
  for (let n = 3; n <= 5; n += 1) {
    for (let index = 0; index + n <= chars.length; index += 1) add(`c:${chars.slice(index, index + n)}`);
  }
  for (let index = 0; index < chars.length; index += 1) {
    const char = chars[index] ?? '';
    if (!unspaced.test(char)) continue;
    add(`u:${char}`);
    const next = chars[index + 1] ?? '';
    if (unspaced.test(next)) add(`u:${char}${next}`);
  }
  return features;
}
