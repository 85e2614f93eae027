/**
 * Where features.ts puts a message's hashed features, without building a string per feature or a map per message:
 * a feature is the 32-bit FNV-1a hash of its text ("w:pills", "c:pil"), computed piece by piece from a prefix's
 * hash, and a bucket is kept once, where it was first met, with the sign of the last feature that fell in it (what
 * `Map.set` did, so training visits the features in the same order and the model sums the same signs).
 */

/** The 32-bit FNV-1a hash of nothing; hashes are carried as signed 32-bit numbers. */
export const fnvStart = 0x811c9dc5 | 0;

/** The hash of a text, continued by one UTF-16 unit. */
export function fnvUnit(hash: number, unit: number): number {
  return Math.imul(hash ^ unit, 0x01000193);
}

/** The hash of a text, continued by `text`. */
export function fnvText(hash: number, text: string): number {
  let value = hash;
  for (let index = 0; index < text.length; index += 1) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
  return value;
}

/** The hash of a prefix ("w:", "c:"), to continue from. */
export const fnvPrefix = (prefix: string) => fnvText(fnvStart, prefix);

/** A message's features: `count` distinct buckets in the order first met, each with its sign (+1 or -1). */
export interface FeatureList {
  readonly count: number;
  readonly buckets: Int32Array;
  readonly signs: Int8Array;
}

/**
 * One message's features at a time: `begin` forgets the previous message's, whose list is then no longer valid
 * (inference reads it at once; training copies it into a map).
 */
export class FeatureSet implements FeatureList {
  count = 0;
  buckets = new Int32Array(1024);
  signs = new Int8Array(1024);
  // Per bucket, side by side (one memory access): the message that last used it (a generation number) and its place
  // in `buckets`.
  private readonly slots: Int32Array;
  private generation = 0;

  constructor(private readonly mask: number) {
    this.slots = new Int32Array((mask + 1) * 2);
  }

  begin(): void {
    this.count = 0;
    this.generation += 1;
    if (this.generation === 0x7fffffff) {
      this.slots.fill(0);
      this.generation = 1;
    }
  }

  /** Adds the feature whose hash is `hash`. */
  add(hash: number): void {
    const bucket = hash & this.mask;
    const sign = hash < 0 ? -1 : 1;
    const slot = bucket * 2;
    if (this.slots[slot] === this.generation) {
      this.signs[this.slots[slot + 1] as number] = sign;
      return;
    }
    if (this.count === this.buckets.length) this.grow();
    this.slots[slot] = this.generation;
    this.slots[slot + 1] = this.count;
    this.buckets[this.count] = bucket;
    this.signs[this.count] = sign;
    this.count += 1;
  }

  private grow(): void {
    const buckets = new Int32Array(this.buckets.length * 2);
    const signs = new Int8Array(this.signs.length * 2);
    buckets.set(this.buckets);
    signs.set(this.signs);
    this.buckets = buckets;
    this.signs = signs;
  }

  /** The features as bucket -> sign, in the order first met. */
  toMap(): Map<number, number> {
    const map = new Map<number, number>();
    for (let index = 0; index < this.count; index += 1) {
      map.set(this.buckets[index] as number, this.signs[index] as number);
    }
    return map;
  }
}
