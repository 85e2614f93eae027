/**
 * What goes wrong when a reply reflects the person's words back mechanically: their "I" pasted after "It sounds
 * like", a clause cut off mid-phrase, a quote mark left open, "you" and "my" mixed in one clause.
 */
import {
  danglingEnd,
  doroAfterSo,
  firstPerson,
  firstPersonAnywhere,
  pastedStart,
  reflectionLead,
  secondPerson,
  soLead,
  turnedPronoun,
} from './markers';
import { excerpt, fold, isQuestion, sentences, words } from './text';

function unpairedQuotes(reply: string): boolean {
  const count = (pattern: RegExp) => (reply.match(pattern) ?? []).length;
  return count(/"/g) % 2 === 1 || count(/“/g) !== count(/”/g) || count(/«/g) !== count(/»/g);
}

/** The words after a reflection's opening ("It sounds like", "So,"), or undefined when the sentence has none. */
function reflected(sentence: string): { clause: string; afterSo: boolean } | undefined {
  const folded = fold(sentence);
  const lead = reflectionLead.exec(folded);
  let rest: string | undefined;
  let afterSo = false;
  if (lead) rest = folded.slice(lead.index + lead[0].length);
  else if (!isQuestion(sentence)) {
    const so = soLead.exec(folded);
    if (so) {
      rest = folded.slice(so[0].length);
      afterSo = true;
    }
  }
  if (rest === undefined) return undefined;
  const clause = rest
    .replace(/["“”«»]/g, '')
    .replace(/[\s.!?…]+$/, '')
    .trim();
  return { clause, afterSo };
}

function sentenceProblem(sentence: string): string | undefined {
  const shown = `"${excerpt(sentence, 120)}"`;
  if (turnedPronoun.test(fold(sentence))) return `a pronoun turned round: ${shown}`;
  const found = reflected(sentence);
  if (!found) return undefined;
  const { clause, afterSo } = found;
  if (afterSo && doroAfterSo.test(clause)) return undefined;
  if (firstPerson.test(clause)) {
    return `reflects with the person's own "I" or "my": ${shown}`;
  }
  if (pastedStart.test(clause)) return `pastes their question or answer into a reflection: ${shown}`;
  if (words(clause).length < 3 || danglingEnd.test(clause) || /(\.\.\.|…)["”»]?$/.test(sentence.trim())) {
    return `a reflection cut off mid-phrase: ${shown}`;
  }
  const firstClause = clause.split(/[,;:]| and | but | et | mais /)[0] ?? '';
  if (secondPerson.test(firstClause) && firstPersonAnywhere.test(firstClause)) {
    return `mixes "you" with the person's "I" or "my" in one reflection: ${shown}`;
  }
  return undefined;
}

export function reflectionProblems(reply: string): string[] {
  const problems = sentences(reply).flatMap((sentence) => sentenceProblem(sentence) ?? []);
  return unpairedQuotes(reply) ? ['an unpaired quote mark', ...problems] : problems;
}
