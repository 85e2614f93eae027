/**
 * Deterministic variety: the same conversation always gets the same reply (tests and audits can rely on it), yet
 * consecutive replies differ, because the choice hashes the user's words and the turn number, and skips what Doro
 * already said in the session.
 */

/** FNV-1a, 32 bits: small, fast and stable across runs and platforms. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * One of `options`, chosen by `seed`, preferring one whose text Doro has not used yet in `said` (earlier replies).
 */
export function pick<T extends string>(options: readonly T[], seed: string, said: readonly string[] = []): T {
  if (options.length === 0) throw new Error('pick needs at least one option');
  const start = hashText(seed) % options.length;
  for (let step = 0; step < options.length; step++) {
    const option = options[(start + step) % options.length] as T;
    const opening = normalise(stem(option));
    if (!said.some((text) => normalise(text).includes(opening))) return option;
  }
  return options[start] as T;
}

/** Lower case, letters and digits only: an earlier reply is recognised however it was stored (whole, or as keys). */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The first words of an option's first sentence: enough to recognise it after placeholders are filled. */
function stem(option: string): string {
  return (option.split(/[{]/)[0] ?? '').split(/(?<=[.!?])\s/)[0]!.slice(0, 40);
}
