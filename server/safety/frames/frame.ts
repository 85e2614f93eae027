/**
 * What a meaning frame is (decision 024): a kind of risk with the ways it is said, each at the level it shows alone,
 * beside distress, or beside a risk already seen, and the false-alarm guards that may cancel it. Frames are written
 * with concepts (concepts.ts), not phrase lists.
 */
import type { RiskFrame } from '../corpus-schema';
import type { CrisisCategory, CrisisLevel } from '../crisis-levels';
import { compilePattern } from '../normalise';
import { expandTemplate } from './concepts';

export type { RiskFrame };

/** A false-alarm guard (guards.ts): the words of risk used for something else. */
export type GuardName = 'hyperbole' | 'fiction' | 'past' | 'others-death' | 'units' | 'informational' | 'accident';

type Level = Exclude<CrisisLevel, 'none'>;

export interface FrameRule {
  pattern: RegExp;
  /** Said of the writer: not when another person is the subject just before ("is he going to die"). */
  self?: boolean;
  /** The level it shows on its own; absent: nothing on its own. */
  alone?: Level;
  /** The level beside distress in this message or a recent one. */
  distress?: Level;
  /** The level beside a risk frame in this message or a recent one. */
  risk?: Level;
}

export interface Frame {
  name: RiskFrame;
  category: CrisisCategory;
  rules: readonly FrameRule[];
  /** The guards that may cancel this frame's matches. */
  guards: readonly GuardName[];
}

// Someone other than the writer, as the subject of what follows.
const otherSubject = String.raw`(?:he|she|they|it|you|u|we|who|someone|somebody|everyone|everybody|people|him|her|them|dog|cat|hamster|character|characters|plant|fish|guy|girl|kid|man|woman|mom|mum|dad|brother|sister|friend|son|daughter|villain|hero|heroine|protagonist|antagonist|patient|grandma|grandpa|boss|team|player|il|elle|ils|elles|on|tu|vous)`;

/** A rule from a concept template ("{self} _2 {acquired} _4 {means}") or a plain pattern over normalised text. */
export function rule(levels: Omit<FrameRule, 'pattern'>, ...templates: Array<string | RegExp>): FrameRule {
  const sources = templates.map((template) =>
    typeof template === 'string' ? expandTemplate(template) : template.source,
  );
  const source = sources.join('|');
  // A rule said of the writer looks first for its words, then behind them for another subject: the other way round,
  // the look behind ran at every word of every message.
  return {
    ...levels,
    pattern: compilePattern(
      levels.self ? `(?=(?:${source})(?![a-z0-9]))(?<!(?<![a-z])${otherSubject} (?:[a-z']+ )?)(?:${source})` : source,
    ),
  };
}
