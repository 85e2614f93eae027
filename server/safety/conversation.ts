/**
 * Risk that builds over a conversation (decision 024): hopelessness, then a goodbye, then a time. The person's
 * recent messages are read with the same frames; what they showed raises what a later, quieter message means.
 */
import type { CrisisLevel } from './crisis-levels';
import { levelRank } from './crisis-levels';
import type { FrameFinding } from './frames/find-frames';
import { compilePattern } from './normalise';
import { isNegated } from './negation';

function test(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  return pattern.test(text);
}

function blank(pattern: RegExp, text: string): string {
  pattern.lastIndex = 0;
  return text.replace(pattern, ' ');
}

/** When: a plan's time given as the whole answer ("Tonight, probably."). */
const planTimes = compilePattern(
  /tonight|right now|now|today|this evening|this afternoon|this morning|soon|later|in an hour|in a few (?:minutes|hours)|at midnight|midnight|after midnight|before morning|when (?:everyone|everybody|they) (?:is|are) asleep|after (?:everyone|everybody|they) (?:is asleep|are asleep|goes to bed|go to bed|falls asleep|fall asleep)|tomorrow night|tomorrow|this weekend|next week|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|ce soir|maintenant|demain|cette nuit/,
);
/** The words that may stand beside a time in a bare answer without making it a different sentence. */
const hedgeWords = compilePattern(
  /probably|prob|maybe|likely|i think|i guess|i suppose|perhaps|definitely|i do not know|yes|yeah|yep|ya|um|uh|hmm|well|so|just|around|about|at|by|sometime|some time|i am thinking|thinking|i was thinking|i planned|planned|the plan is|plan is|i would say|honestly|or|and|\d+|am|pm|o clock|ish|after|before|past|until|till|in the|late|early|night|morning|evening/,
);

/** A decision or a farewell that, after risk, says the person is about to act. */
const decisionCues = compilePattern(
  /(?<!(?:if|whether|not sure) )(?:(?:i have|i ve|ive|i) (?:finally )?(?:made up my mind|decided|made my decision|made a decision)|(?:it is|its) time|i am ready|(?:i am|im) (?:doing|going to do) it|goodbye|bye (?:forever|everyone|for good)|this is it|no turning back|wish me luck|see you on the other side|thank you for (?:everything|trying|all)|thanks for (?:everything|trying)|sorry for everything|forgive me|i love you all|it will all be over|(?:will|wo not|won t) be a problem (?:anymore|much longer)|nothing can stop me|(?:i am|im) at peace (?:with it|now)|c est decide|adieu)/,
);
/** A step toward the act after risk: being at the place, the means in hand, the time now, what an overdose does. */
const stepCues = compilePattern(
  /(?:at|on|by|near|to|over) the (?:bridge|tracks|train tracks|roof|rooftop|ledge|edge|cliff|railing|river|lake|water|parking garage|parkade|overpass|balcony|top floor)|(?:train|bus|truck) is coming|(?:in|into) the (?:water|river|lake)|(?:have|got|holding|with) (?:the|my|all the|them|it) (?:pills|rope|gun|knife|blade|razor|them|it)? ?(?:here|right here|in my hand|with me|ready)|(?:kids|everyone|they|he|she|wife|husband) (?:is|are|s) (?:\w+ ){0,3}(?:tonight|asleep|gone|out|away)|(?:heart|chest) (?:is )?(?:racing|going (?:really )?fast|pounding|hurts)|(?:she|he|they|her car|his car|the car|everyone|mom|dad|my wife|my husband) (?:just )?(?:left|pulled out|drove off|went to bed|fell asleep|is gone|are gone)|(?:engine|car|motor) (?:is |s )?(?:running|on)|moteur tourne|hose (?:is |s )?in|\d+ more (?:minutes|mins)|(?:waiting|wait) (?:for it to get dark|till it is dark|until dark|for the (?:train|bus|path|bridge) to)|see (?:you|u) never|rocks in my (?:coat |jacket )?pockets|the water (?:is|s) (?:so )?(?:calm|cold|dark)|the \d+ (?:\d+ )?one|(?:dizzy|spinning|buzzing|can not breathe|cannot breathe|throwing up|vomiting|vision|numb|shaking|sleepy|cold|blurry)/,
);
/** Saying they are safe now, or that help is there: not a step toward the act. */
const safeNow = compilePattern(
  /(?:i am|i m|im|i feel) (?:safe|ok|okay|better|steadier|calmer)|called (?:911|988|an ambulance|the crisis line|my \w+|someone|the police)|(?:ambulance|police|paramedics|my \w+) (?:is|are) (?:here|coming|on (?:the|their) way)|(?:threw|thrown|flushed|handed|gave) (?:them|it|the pills|the rope) (?:away|out|to)|(?:at|in) the (?:hospital|er)|(?:talked|talking|spoke) to (?:someone|my|a)|(?:put|moved|gave|left|locked) (?:the|my|all the|them|it) (?:\w+ )?(?:pills|meds|rope|gun|knife|blades|keys|bottle)? ?(?:in the car|away|to my|with my|at my|in the safe|outside|back)|(?:he|she|they|my \w+) (?:is|are) (?:coming|on (?:his|her|their) way|here|with me|sitting with me|home)|(?:i am|i m|im) (?:calling|texting) (?:him|her|them|my|988|911)|(?:i will|i ll) (?:text|call) (?:988|911|her|him|them|my)/,
);

/** Danger now: a time that turns a decision after risk into an emergency. */
const nowWords = compilePattern(
  /tonight|right now|now|today|in an hour|in a few minutes|this evening|before morning|ce soir|maintenant/,
);

/** "Tonight, probably.": a message that is only a time (and hedges), the answer to "when?". */
export function isBareTime(text: string): boolean {
  if (!test(planTimes, text)) return false;
  return blank(hedgeWords, blank(planTimes, text)).replace(/[.\s]/g, '') === '';
}

function liveMatch(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    if (!isNegated(text, match.index)) return true;
  }
  return false;
}

/** After risk, the person says they are safe now, that help is there, or that the means are gone. */
export function saysSafeNow(message: string, earlier: ReadonlyArray<readonly FrameFinding[]>): boolean {
  return earlier.some((findings) => findings.length > 0) && liveMatch(safeNow, message);
}

const topLevel = (findings: readonly FrameFinding[]): CrisisLevel =>
  findings.reduce<CrisisLevel>(
    (top, finding) => (levelRank[finding.level] > levelRank[top] ? finding.level : top),
    'none',
  );

/**
 * The level the conversation adds to this message (frame `conversation`), given what the person's recent messages
 * showed, oldest first. 'none' when the earlier messages change nothing.
 */
export function conversationLevel(
  message: string,
  now: readonly FrameFinding[],
  earlier: ReadonlyArray<readonly FrameFinding[]>,
): CrisisLevel {
  const earlierLevels = earlier.map(topLevel);
  const riskBefore = earlierLevels.some((level) => level !== 'none');
  if (!riskBefore) return 'none';
  const current = topLevel(now);
  if (liveMatch(safeNow, message)) return 'none';
  // At the place, with the means, the time now, or what an overdose does to a body: a step toward the act; after
  // a concern, a step worth asking about.
  if (liveMatch(stepCues, message)) {
    return earlierLevels.slice(-3).some((level) => level === 'urgent' || level === 'imminent') ? 'imminent' : 'urgent';
  }
  // A time given as the whole answer, right after risk, is the plan's time.
  if (isBareTime(message) && earlierLevels.slice(-2).some((level) => level !== 'none')) return 'imminent';
  // A decision or a goodbye after risk: about to act; with a time, now.
  if (liveMatch(decisionCues, message)) return test(nowWords, message) ? 'imminent' : 'urgent';
  // Risk said again and again: three messages of concern make it urgent.
  const concerned = earlierLevels.filter((level) => level !== 'none').length;
  if (current === 'concern' && concerned >= 2) return 'urgent';
  return 'none';
}
