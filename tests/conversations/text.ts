/**
 * Text helpers for the conversation checks: folding for comparison, sentences, questions, word distance and the
 * Flesch-Kincaid grade. English and French: accents are folded away so "été" and "ete" compare equal.
 */

/** Lower case, no accents, one kind of apostrophe: the form every pattern in markers.ts is written for. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'");
}

/** Folded words without punctuation; apostrophes dropped, so "don't" and "dont" are the same word. */
export function words(text: string): string[] {
  return fold(text)
    .replace(/'/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Sentences, split after . ! ? or … (and any closing quote) and at line breaks. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…]["”»’)]*)\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

export function isQuestion(sentence: string): boolean {
  return /\?\s*["”»’)]*\s*$/.test(sentence);
}

export function questions(text: string): string[] {
  return sentences(text).filter(isQuestion);
}

/** How many words two sentences share in the same order (longest common subsequence). */
export function sharedWords(a: readonly string[], b: readonly string[]): number {
  let previous = Array.from({ length: b.length + 1 }, () => 0);
  for (const word of a) {
    const current = [0];
    for (const [j, other] of b.entries()) {
      current.push(word === other ? previous[j]! + 1 : Math.max(previous[j + 1]!, current[j]!));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The same sentence ignoring a few words: the shorter one's words all appear, in order, in the longer one but for at
 * most one, with at most three words added ("What feels hardest right now?" and "What feels hardest about it right
 * now?"); at least three words in common, so "What happened?" and "What helped?" differ.
 */
export function nearDuplicate(a: string, b: string): boolean {
  const left = words(a);
  const right = words(b);
  if (left.length === 0 || right.length === 0) return false;
  if (left.join(' ') === right.join(' ')) return true;
  const shared = sharedWords(left, right);
  const [shorter, longer] = left.length <= right.length ? [left, right] : [right, left];
  return shared >= 3 && shorter.length - shared <= 1 && longer.length - shared <= 3;
}

/** Syllables by vowel groups, less a silent final e ("make" 1, "little" 2, "free" 1); at least one. */
export function syllables(word: string): number {
  const letters = word.toLowerCase().replace(/[^a-z]/g, '');
  if (!letters) return 0;
  let count = letters.match(/[aeiouy]+/g)?.length ?? 0;
  if (count > 1 && /[^aeiouy]e$/.test(letters) && !/[^aeiouy]le$/.test(letters)) count--;
  return Math.max(1, count);
}

/** Flesch-Kincaid grade level: 0.39 words per sentence + 11.8 syllables per word - 15.59. */
export function fleschKincaidGrade(text: string): number {
  const list = text.match(/[A-Za-z]+(?:['’][A-Za-z]+)*/g) ?? [];
  if (list.length === 0) return 0;
  const sentenceCount = Math.max(1, sentences(text).length);
  const syllableCount = list.reduce((sum, word) => sum + syllables(word), 0);
  return 0.39 * (list.length / sentenceCount) + 11.8 * (syllableCount / list.length) - 15.59;
}

/** A short quotation of what someone said, for failure messages. */
export function excerpt(text: string, length = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}
