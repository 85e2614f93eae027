/**
 * Distress: not risk on its own, but what makes an ambiguous question (tall bridges, train times) or the means at
 * hand a concern, and a plain preparation urgent. Read in this message and the person's recent ones.
 */
import { compilePattern } from '../normalise';

export const distressCues: readonly RegExp[] = [
  /(?:lost|losing|lose) (?:my|our) (?:job|house|home|apartment|scholarship|kid|kids|custody|everything|wife|husband|partner|license|business)|(?:got|been|was|just got) (?:fired|laid off|let go|dumped|evicted|expelled|kicked out|cheated on)/,
  /(?:broke|broken|breaking) up|(?:she|he|they) left me|(?:wife|husband|partner|girlfriend|boyfriend|gf|bf|fiance|fiancee) (?:left|cheated|dumped|is leaving|walked out)|took the kids|(?:i have|i ve got|i got) nothing(?: left)?(?! to)|divorce|(?:my|our) (?:\w+ )?(?:died|passed away|is dead)|funeral|grief|grieving/,
  /hopeless|worthless|useless|pointless|nothing matters|no one cares|nobody cares|all alone|so alone|completely alone|empty inside|dead inside|numb|no way out|trapped|give up|given up|gave up|falling apart|ruined (?:my|everything)|my fault|hate myself|hate my life|(?:i am|i feel like|i feel) (?:a|such a|a total|a complete) failure|(?:parents|family|everyone|they) (?:all )?hates? me|cannot take|failed (?:everything|all)|failing everything|bankrupt|in debt|lost everything|no future|no hope|the end of the road|nobody would notice|everything is over|exhausted of everything|so tired of everything|i am done|im done|cannot anymore|can t anymore|what is the point|whats the point|no point/,
  /(?:j ai|je ai) perdu (?:mon|ma|mes)|sans espoir|je me deteste|tout seul|toute seule|plus rien ne compte|j en peux plus|je suis a bout|a boutte/,
].map(compilePattern);

export function isDistressed(text: string): boolean {
  return distressCues.some((pattern) => {
    pattern.lastIndex = 0;
    return pattern.test(text);
  });
}
