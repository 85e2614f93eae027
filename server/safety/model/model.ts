/**
 * The learned crisis model (decision 024): three logistic heads over hashed n-grams (features.ts), one per level
 * threshold: at least a concern, at least urgent, imminent. `npm run safety:train` writes the weights
 * (crisis-model.bin) from the team's corpus; this file only reads them. Deterministic, no network, microseconds.
 *
 * File layout (little-endian): "DCM1", buckets (u32), heads (u8), then per head its bias, scale and threshold
 * (f32 each), then per head `buckets` signed bytes: weight = byte * scale.
 */
import { readFileSync } from 'node:fs';
import type { CrisisLevel } from '../crisis-levels';
import type { FeatureList } from './feature-set';
import { featureBuckets, messageFeatureList, type PreparedText } from './features';

export const modelPath = new URL('./crisis-model.bin', import.meta.url);

export interface Head {
  bias: number;
  scale: number;
  /** The probability at or above which the head says yes. */
  threshold: number;
  weights: Int8Array;
}

export interface CrisisModel {
  buckets: number;
  heads: Head[];
}

const magic = 'DCM1';
/** Heads in order: at least concern, at least urgent, imminent. */
export const headLevels: readonly Exclude<CrisisLevel, 'none'>[] = ['concern', 'urgent', 'imminent'];

export function encodeModel(model: CrisisModel): Buffer {
  const header = Buffer.alloc(4 + 4 + 1 + model.heads.length * 12);
  header.write(magic, 0, 'latin1');
  header.writeUInt32LE(model.buckets, 4);
  header.writeUInt8(model.heads.length, 8);
  model.heads.forEach((head, index) => {
    header.writeFloatLE(head.bias, 9 + index * 12);
    header.writeFloatLE(head.scale, 13 + index * 12);
    header.writeFloatLE(head.threshold, 17 + index * 12);
  });
  return Buffer.concat([
    header,
    ...model.heads.map((head) => Buffer.from(head.weights.buffer, head.weights.byteOffset, head.weights.length)),
  ]);
}

export function decodeModel(bytes: Buffer): CrisisModel {
  if (bytes.toString('latin1', 0, 4) !== magic) throw new Error('not a Doro crisis model');
  const buckets = bytes.readUInt32LE(4);
  const count = bytes.readUInt8(8);
  if (buckets !== featureBuckets)
    throw new Error(`the model has ${buckets} buckets; the features make ${featureBuckets}`);
  const weightsStart = 9 + count * 12;
  if (bytes.length !== weightsStart + count * buckets) throw new Error('the crisis model file is truncated');
  const heads: Head[] = [];
  for (let index = 0; index < count; index += 1) {
    const start = weightsStart + index * buckets;
    heads.push({
      bias: bytes.readFloatLE(9 + index * 12),
      scale: bytes.readFloatLE(13 + index * 12),
      threshold: bytes.readFloatLE(17 + index * 12),
      weights: new Int8Array(bytes.buffer.slice(bytes.byteOffset + start, bytes.byteOffset + start + buckets)),
    });
  }
  return { buckets, heads };
}

let loaded: CrisisModel | undefined;

/** The committed model, read once. */
export function crisisModel(): CrisisModel {
  loaded ??= decodeModel(readFileSync(modelPath));
  return loaded;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * Features are scaled by 1 / sqrt(count), so a long post weighs no more than a short one; below this count the scale
 * stops growing, so a two-word reply ("idk", "i told her") cannot swing the model on a few n-grams.
 */
export const minimumFeatures = 60;

/** Each head's probability for a message's features. */
export function headProbabilities(model: CrisisModel, features: FeatureList): number[] {
  const norm = 1 / Math.sqrt(Math.max(minimumFeatures, features.count));
  const { buckets, signs, count } = features;
  return model.heads.map((head) => {
    const weights = head.weights;
    // Whole numbers: the sum is exact in any order.
    let sum = 0;
    for (let index = 0; index < count; index += 1) {
      sum += (weights[buckets[index] as number] ?? 0) * (signs[index] as number);
    }
    return sigmoid(head.bias + sum * head.scale * norm);
  });
}

/** The level the model gives a set of features: the highest head that says yes (and all below it said yes too). */
export function levelOf(model: CrisisModel, probabilities: readonly number[]): CrisisLevel {
  let level: CrisisLevel = 'none';
  for (let index = 0; index < model.heads.length; index += 1) {
    const head = model.heads[index];
    if (!head || (probabilities[index] ?? 0) < head.threshold) break;
    level = headLevels[index] ?? level;
  }
  return level;
}

export interface ModelAssessment {
  level: CrisisLevel;
  /** The probability that the message is at least a concern. */
  probability: number;
}

/**
 * `signals`: what the rule layers read in the message (frames/read-message.ts, readingSignals), the conversation
 * included. The model itself reads one message: earlier ones taught it that any quiet reply after risk is risk
 * ("thanks", "she is coming over"), which the conversation's rules know better. `prepared`: the text as the
 * classifier has already prepared it (features.ts).
 */
export function assessWithModel(
  text: string,
  signals: readonly string[] = [],
  model: CrisisModel = crisisModel(),
  prepared?: PreparedText,
): ModelAssessment {
  const probabilities = headProbabilities(model, messageFeatureList(text, signals, prepared));
  return { level: levelOf(model, probabilities), probability: probabilities[0] ?? 0 };
}
