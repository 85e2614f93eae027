/**
 * Negation scopes: "I would never hurt myself" and "I haven't cut in months" are not risk, while "I'm not okay, I
 * want to die" is. A negator only counts when every word between it and the cue is a function word ("would",
 * "ever", "going to"…), so "not" in an earlier phrase never cancels a later cue. Sentences and "but" end a scope.
 */
import { squeeze } from './normalise';

const negators = new Set(
  ['not', 'never', 'pas', 'jamais', 'stopped', 'quit', 'nor', 'without', 'zero', 'aucune', 'aucun', 'nunca', 'nao'].map(
    squeeze,
  ),
);

// "no intention", "no urge": a negation when the noun says so. "no longer" is not one (it is the opposite).
const negatingNouns = new Set(
  ['intention', 'intentions', 'plan', 'plans', 'desire', 'urge', 'urges', 'way', 'wish', 'thoughts', 'interest'].map(
    squeeze,
  ),
);

// Words that can stand between a negator and what it negates without breaking the scope.
const fillers = new Set(
  [
    'i',
    'would',
    'will',
    'could',
    'should',
    'can',
    'ever',
    'even',
    'really',
    'actually',
    'honestly',
    'seriously',
    'want',
    'wanted',
    'wants',
    'wanna',
    'to',
    'going',
    'gonna',
    'try',
    'trying',
    'do',
    'does',
    'did',
    'am',
    'is',
    'are',
    'was',
    'be',
    'been',
    'have',
    'has',
    'had',
    'plan',
    'planning',
    'intend',
    'intending',
    'of',
    'about',
    'thinking',
    'think',
    'like',
    'so',
    'anything',
    'dare',
    'definitely',
    'totally',
    'at',
    'all',
    'any',
    'the',
    'a',
    'wish',
    'feel',
    'felt',
    'feeling',
    'in',
    'consider',
    'considering',
    'mean',
    'that',
    'me',
    'again',
    'since',
    'anymore',
    'once',
    'more',
    'ever',
    'thoughts',
    'feelings',
    'urges',
    'having',
    'getting',
    'experiencing',
    'je',
    'veux',
    'vais',
    'me',
    'pense',
    'voudrais',
    'jamais',
    'pas',
    'ai',
    'suis',
    'de',
    'used',
    'had',
    'it',
    'le',
    'la',
    'gout',
    'envie',
    'du',
    'tout',
    'vraiment',
    'pensee',
    'pensees',
    'idee',
    'idees',
    'suicidaire',
    'suicidaires',
    // "never thought about killing myself", "not wanting to end my life", "zero plans to end it".
    'thought',
    'wanting',
    'plans',
    'tried',
    'considered',
    'contemplated',
  ].map(squeeze),
);

const askers = new Set(['asked', 'ask', 'asks', 'asking', 'me', 'wondered', 'wonders', 'wondering'].map(squeeze));

const scopeEnd = new Set(['.', 'but', 'however', 'though', 'although', 'yet', 'except', 'mais', 'sauf'].map(squeeze));

/** Whether the cue starting at `index` of the normalised text is negated by the words just before it. */
export function isNegated(normalised: string, index: number): boolean {
  const before = normalised.slice(0, index).trim().split(' ').filter(Boolean);
  const firstOfCue = normalised.slice(index).trim().split(' ')[0] ?? '';
  for (let position = before.length - 1, seen = 0; position >= 0 && seen < 8; position -= 1, seen += 1) {
    const word = before[position] ?? '';
    if (scopeEnd.has(word)) return false;
    if (negators.has(word)) return true;
    // "used to cut" is the past: not risk today.
    if (word === squeeze('used') && before[position + 1] === 'to') return true;
    if (word === 'no' && (seen === 0 || negatingNouns.has(before[position + 1] ?? firstOfCue))) return true;
    // "asked if I ever think about hurting myself": a question someone asked, not something said.
    if ((word === 'if' || word === 'whether') && askers.has(before[position - 1] ?? '')) return true;
    // "since I last self harmed": the past, counted from.
    if (word === 'last' && before[position - 2] === 'since') return true;
    if (negatingNouns.has(word) && before[position - 1] === 'no') return true;
    if (!fillers.has(word)) return false;
  }
  return false;
}
