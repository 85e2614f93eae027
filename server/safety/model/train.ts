/**
 * Training of the learned crisis model (decision 024) on the team's corpus: `npm run safety:train`
 * (scripts/safety-train.ts) writes what this makes to model/crisis-model.bin. Deterministic: the same corpus gives
 * the same bytes (model.test.ts checks the committed file).
 *
 * Three logistic heads (at least concern, at least urgent, imminent) learned with AdaGrad on the `train` and `dev`
 * splits (lines read alone: those labelled in the light of earlier messages are for the conversation's rules). The
 * first head's threshold is fixed in the options, chosen by scripts/safety-crossval.ts on files held out one at a
 * time: dev alone had stopped predicting new files. The `blind` split is never read here.
 */
import { readCorpus, type CorpusEntry } from '../corpus';
import { levelRank } from '../crisis-levels';
import { readMessage, readingSignals } from '../frames/read-message';
import { featureBuckets, messageFeatures } from './features';
import { encodeModel, minimumFeatures, type CrisisModel, type Head } from './model';

export interface TrainingOptions {
  epochs: number;
  learningRate: number;
  l2: number;
  seed: number;
  /** How much more an imminent line counts in the two lower heads, so danger now is not rated a concern. */
  imminentWeight: number;
  /**
   * The first head's threshold: the lowest whose false alarms, with the frames', stay within 5 % on files the model
   * never saw (scripts/safety-crossval.ts --curve, one file held out at a time).
   */
  threshold: number;
}

export const trainingOptions: TrainingOptions = {
  epochs: 30,
  learningRate: 0.2,
  l2: 1e-6,
  seed: 24,
  imminentWeight: 2,
  threshold: 0.84,
};

export interface Example {
  features: Array<[number, number]>;
  rank: number;
}

/** A small deterministic generator (mulberry32), so every run visits the examples in the same order. */
function random(state: number): () => number {
  let value = state >>> 0;
  return () => {
    value = (value + 0x6d2b79f5) >>> 0;
    let t = value;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled(count: number, next: () => number): number[] {
  const order = Array.from({ length: count }, (_, index) => index);
  for (let index = count - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    [order[index], order[other]] = [order[other] as number, order[index] as number];
  }
  return order;
}

// An entry's features depend only on its text (and the committed rules): cross-validation trains many models on the
// same entries, so each is read once.
const readExamples = new WeakMap<CorpusEntry, Example>();

export function example(entry: CorpusEntry): Example {
  const known = readExamples.get(entry);
  if (known) return known;
  const signals = readingSignals(readMessage(entry.text, entry.context));
  const made = { features: [...messageFeatures(entry.text, signals)], rank: levelRank[entry.level] };
  readExamples.set(entry, made);
  return made;
}

function trainHead(
  examples: readonly Example[],
  minimumRank: number,
  options: TrainingOptions,
): { bias: number; weights: Float64Array } {
  const { epochs, learningRate, l2, seed } = options;
  const weights = new Float64Array(featureBuckets);
  const squares = new Float64Array(featureBuckets);
  let bias = 0;
  let biasSquares = 0;
  const positives = examples.filter((item) => item.rank >= minimumRank).length;
  const positiveWeight = examples.length / (2 * Math.max(1, positives));
  const negativeWeight = examples.length / (2 * Math.max(1, examples.length - positives));
  const next = random(seed + minimumRank);
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    for (const index of shuffled(examples.length, next)) {
      const item = examples[index] as Example;
      const norm = 1 / Math.sqrt(Math.max(minimumFeatures, item.features.length));
      let sum = bias;
      for (const [bucket, sign] of item.features) sum += (weights[bucket] as number) * sign * norm;
      const target = item.rank >= minimumRank ? 1 : 0;
      const boost = item.rank === 3 && minimumRank < 3 ? options.imminentWeight : 1;
      const gradient = (1 / (1 + Math.exp(-sum)) - target) * (target ? positiveWeight : negativeWeight) * boost;
      for (const [bucket, sign] of item.features) {
        const step = gradient * sign * norm + l2 * (weights[bucket] as number);
        squares[bucket] = (squares[bucket] as number) + step * step;
        weights[bucket] =
          (weights[bucket] as number) - (learningRate * step) / Math.sqrt((squares[bucket] as number) + 1e-8);
      }
      biasSquares += gradient * gradient;
      bias -= (learningRate * gradient) / Math.sqrt(biasSquares + 1e-8);
    }
  }
  return { bias, weights };
}

function quantise(bias: number, weights: Float64Array): Head {
  let largest = 0;
  for (const weight of weights) largest = Math.max(largest, Math.abs(weight));
  // Stored as f32: round the scale first, so what is used here is exactly what the file holds.
  const scale = Math.fround(largest / 127 || 1);
  const bytes = new Int8Array(weights.length);
  weights.forEach((weight, index) => {
    bytes[index] = Math.max(-127, Math.min(127, Math.round(weight / scale)));
  });
  return { bias: Math.fround(bias), scale, threshold: 0.5, weights: bytes };
}

/** The lines the model learns from: those read alone. */
export const readAlone = (entry: CorpusEntry) => !entry.context;

/** The three heads trained on `train`, every threshold at 0.5. */
export function trainHeads(train: readonly Example[], options: TrainingOptions = trainingOptions): CrisisModel {
  const heads = [1, 2, 3].map((minimumRank) => {
    const { bias, weights } = trainHead(train, minimumRank, options);
    return quantise(bias, weights);
  });
  return { buckets: featureBuckets, heads };
}

export function trainCrisisModel(
  corpus: readonly CorpusEntry[] = readCorpus(),
  options: TrainingOptions = trainingOptions,
): { model: CrisisModel; bytes: Buffer } {
  // The model reads one message: a line whose label comes from the messages before it ("ok she just left" after a
  // plan) would teach it that quiet words are risk. The conversation's rules read those.
  const model = trainHeads(corpus.filter((entry) => readAlone(entry) && entry.split !== 'blind').map(example), options);
  const first = model.heads[0] as Head;
  first.threshold = Math.fround(options.threshold);
  return { model, bytes: encodeModel(model) };
}
