/**
 * `npm run safety:train`: trains the learned crisis model on the team's corpus (server/safety/model/train.ts,
 * decision 024) and writes server/safety/model/crisis-model.bin. `npm run safety:train -- --check` only compares
 * what it would write with the committed file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { modelPath } from '../server/safety/model/model';
import { trainCrisisModel } from '../server/safety/model/train';

const check = process.argv.includes('--check');
const started = Date.now();
const { model, bytes } = trainCrisisModel();
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (check) {
  const committed = readFileSync(modelPath);
  if (!committed.equals(bytes)) {
    console.error('The committed crisis model differs from what the corpus trains: run `npm run safety:train`.');
    process.exit(1);
  }
  console.log(`The committed crisis model is what the corpus trains (${bytes.length} bytes, ${seconds} s).`);
} else {
  writeFileSync(modelPath, bytes);
  const thresholds = model.heads.map((head) => head.threshold.toFixed(2)).join(', ');
  console.log(`Wrote ${modelPath.pathname} (${bytes.length} bytes, thresholds ${thresholds}, ${seconds} s).`);
}
