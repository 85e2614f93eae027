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
import { FeatureSet, fnvPrefix, fnvText, fnvUnit, type FeatureList } from './feature-set';

/** Number of hashed buckets: a power of two. */
export const featureBuckets = 1 << 17;
const bucketMask = featureBuckets - 1;

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

// Scripts written without spaces between words (kana, CJK, CJK compatibility, Hangul, Thai): every character and
// pair counts.
const unspaced = (unit: number) =>
  (unit >= 0x3040 && unit <= 0x30ff) ||
  (unit >= 0x3400 && unit <= 0x9fff) ||
  (unit >= 0xf900 && unit <= 0xfaff) ||
  (unit >= 0xac00 && unit <= 0xd7af) ||
  (unit >= 0x0e00 && unit <= 0x0e7f);

// Each word or phrase of concept-words.ts, normalised like a message, with its classes.
const conceptsOf = new Map<string, string[]>();
for (const [concept, words] of Object.entries(conceptWords)) {
  for (const word of words) {
    const key = normaliseMessage(word).trim();
    conceptsOf.set(key, [...(conceptsOf.get(key) ?? []), concept]);
  }
}
// The most words of a phrase that starts with a given word: no other word starts one.
const longestFrom = new Map<string, number>();
for (const key of conceptsOf.keys()) {
  const phrase = key.split(' ');
  longestFrom.set(phrase[0] ?? '', Math.max(longestFrom.get(phrase[0] ?? '') ?? 0, phrase.length));
}

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
    const longest = longestFrom.get(words[index] ?? '') ?? 0;
    for (let length = Math.min(longest, words.length - index); length >= 1 && matched === 0; length -= 1) {
      const found = conceptsOf.get(length === 1 ? (words[index] ?? '') : words.slice(index, index + length).join(' '));
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

// Each kind of feature is its prefix's hash continued by its text: "w:" + word, "c:" + three letters...
const prefix = {
  word: fnvPrefix('w:'),
  bigram: fnvPrefix('b:'),
  stem: fnvPrefix('l:'),
  stemBigram: fnvPrefix('lb:'),
  skip: fnvPrefix('sk:'),
  concept: fnvPrefix('k:'),
  conceptOrder: fnvPrefix('kb:'),
  conceptPair: fnvPrefix('kp:'),
  signal: fnvPrefix('s:'),
  chars: fnvPrefix('c:'),
  unspaced: fnvPrefix('u:'),
};
const space = 0x20;
const features = new FeatureSet(bucketMask);
// The hashes of the character n-grams starting at each place, by length.
let gramHashes = [new Int32Array(1024), new Int32Array(1024), new Int32Array(1024)] as const;

/** A message prepared once for every layer that reads it. */
export interface PreparedText {
  /** normaliseMessage(text) */
  normalised: string;
  /** scriptText(text) */
  script: string;
}

const prepare = (text: string): PreparedText => ({ normalised: normaliseMessage(text), script: scriptText(text) });

/** The hash of `a` + separator + `b` after a prefix. */
const pairHash = (start: number, a: string, separator: number, b: string) =>
  fnvText(fnvUnit(fnvText(start, a), separator), b);

function collect(prepared: PreparedText, signals: readonly string[]): FeatureSet {
  features.begin();
  const add = (hash: number) => features.add(hash);

  const words = prepared.normalised.trim().split(' ').filter(Boolean);
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
    add(fnvText(prefix.word, marked));
    add(pairHash(prefix.bigram, previous, space, marked));
    previous = marked;
    // Stems ("swallowed", "swallowing" and "swallows" share one), their bigrams, and pairs one or two words apart
    // within the sentence ("took 30 pills" and "took all my pills" share "took pills").
    const stemmed = stem(word);
    const root = negatedFor > 0 ? `!${stemmed}` : stemmed;
    add(fnvText(prefix.stem, root));
    const count = stems.length;
    if (count > 0) add(pairHash(prefix.stemBigram, stems[count - 1] as string, space, root));
    if (count >= 2) add(pairHash(prefix.skip, stems[count - 2] as string, space, root));
    if (count >= 3) add(pairHash(prefix.skip, stems[count - 3] as string, space, root));
    stems.push(root);
    negatedFor = negators.has(word) ? negationScope : Math.max(0, negatedFor - 1);
  }

  // Concepts in each sentence: alone, in the order met, and in pairs.
  for (const sentence of conceptSentences(words)) {
    const seen = new Set(sentence);
    for (const concept of seen) add(fnvText(prefix.concept, concept));
    for (let index = 1; index < sentence.length; index += 1) {
      add(pairHash(prefix.conceptOrder, sentence[index - 1] as string, 0x3e /* > */, sentence[index] as string));
    }
    for (const a of seen) for (const b of seen) if (a < b) add(pairHash(prefix.conceptPair, a, 0x2b /* + */, b));
  }

  // What the rule layers read: frames at their levels, the guards and negations that cancelled a match.
  for (const signal of signals) add(fnvText(prefix.signal, signal));

  // Character 3- to 5-grams, all the 3-grams first, then the 4-grams, then the 5-grams: each hash extends the one a
  // letter shorter.
  const chars = ` ${prepared.script} `;
  const length = chars.length;
  if (gramHashes[0].length < length) {
    gramHashes = [new Int32Array(length * 2), new Int32Array(length * 2), new Int32Array(length * 2)];
  }
  const [three, four, five] = gramHashes;
  for (let index = 0; index + 3 <= length; index += 1) {
    let hash = fnvUnit(
      fnvUnit(fnvUnit(prefix.chars, chars.charCodeAt(index)), chars.charCodeAt(index + 1)),
      chars.charCodeAt(index + 2),
    );
    three[index] = hash;
    if (index + 4 > length) continue;
    hash = fnvUnit(hash, chars.charCodeAt(index + 3));
    four[index] = hash;
    if (index + 5 > length) continue;
    five[index] = fnvUnit(hash, chars.charCodeAt(index + 4));
  }
  for (let index = 0; index + 3 <= length; index += 1) add(three[index] as number);
  for (let index = 0; index + 4 <= length; index += 1) add(four[index] as number);
  for (let index = 0; index + 5 <= length; index += 1) add(five[index] as number);
  for (let index = 0; index < length; index += 1) {
    const unit = chars.charCodeAt(index);
    if (!unspaced(unit)) continue;
    const hash = fnvUnit(prefix.unspaced, unit);
    add(hash);
    if (index + 1 < length && unspaced(chars.charCodeAt(index + 1))) add(fnvUnit(hash, chars.charCodeAt(index + 1)));
  }
  return features;
}

/** The message's features as bucket indexes with signs (+1 or -1), each bucket at most once. */
export function messageFeatures(text: string, signals: readonly string[] = []): Map<number, number> {
  return collect(prepare(text), signals).toMap();
}

/**
 * The same features as a list that is only valid until the next message is read (the model sums it at once), from
 * the text prepared by the caller when it has it.
 */
export function messageFeatureList(
  text: string,
  signals: readonly string[] = [],
  prepared: PreparedText = prepare(text),
): FeatureList {
  return collect(prepared, signals);
}
