/**
 * `npm run -s safety:classify`: the classifier's audit command (issue 5). One message per line on standard input,
 * one JSON object per line on standard output ({"crisis","level","categories"}), in the same order, so the output
 * lines up with the input. Nothing else is written to standard output; problems go to standard error.
 */
import { createInterface } from 'node:readline';
import { classifyMessage } from '../server/safety/classifier';

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  process.stdout.write(`${JSON.stringify(classifyMessage(line))}\n`);
}
