/**
 * The crisis classifier: every user message passes here before any model sees it (issue 5, reference/safety.md).
 * Deterministic, no network, well under a millisecond. It reads normalised text (normalise.ts), blanks idioms,
 * finds risk cues (crisis-patterns.ts) that are not negated (negation.ts), and combines them with the person's
 * recent messages: an innocent-looking question about tall bridges after a job loss is a risk, and "I have the pills"
 * after talk of dying is imminent.
 */
import {
  accident,
  actsUnderway,
  ambiguousMeansQueries,
  dangerPlaces,
  departureCues,
  directCues,
  distressCues,
  hedgeWords,
  hyperbolicDeathWish,
  idioms,
  informational,
  joking,
  meansAtHand,
  planTimes,
  preparationCues,
  rightNow,
  seriousMarker,
  trivialCauses,
  weaponOrPlan,
  type CrisisCategory,
  type CrisisLevel,
} from './crisis-patterns';
import { compilePattern, normaliseMessage } from './normalise';
import { isNegated } from './negation';

export type { CrisisCategory, CrisisLevel };

export interface CrisisAssessment {
  crisis: boolean;
  level: CrisisLevel;
  categories: CrisisCategory[];
}

export interface ClassifyContext {
  /** The person's own earlier messages in this session, oldest first (the last few are enough). */
  recentUserMessages?: readonly string[];
}

const rank: Record<CrisisLevel, number> = { none: 0, concern: 1, urgent: 2, imminent: 3 };
const byRank: CrisisLevel[] = ['none', 'concern', 'urgent', 'imminent'];
const contextWindow = 6;
const bareMention = compilePattern(/suicide|suicidal|self harm|kill myself|want to die/);

interface Finding {
  category: CrisisCategory;
  level: number;
}

function blankIdioms(text: string): string {
  let result = text;
  for (const { pattern, unless } of idioms) {
    if (unless) unless.lastIndex = 0;
    if (unless?.test(text)) continue;
    result = result.replace(pattern, (match) => ` ${'~'.repeat(Math.max(1, match.trim().length))} `);
  }
  return result;
}

/** Whether `pattern` matches somewhere in `text` that no negation cancels. */
function matchesLive(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    if (!isNegated(text, match.index)) return true;
  }
  return false;
}

function anyLive(patterns: readonly RegExp[], text: string): boolean {
  return patterns.some((pattern) => matchesLive(pattern, text));
}

function test(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  return pattern.test(text);
}

/** The cues one message carries, before context is weighed. */
function directFindings(text: string): Finding[] {
  const findings: Finding[] = [];
  const aboutATopic = test(informational, text);
  for (const cue of directCues) {
    if (cue.topic && aboutATopic) continue;
    if (!matchesLive(cue.pattern, text)) continue;
    // Self-harm words in an accident ("cut myself chopping onions") are not self-harm.
    if (cue.category === 'self-harm' && test(accident, text)) continue;
    findings.push({ category: cue.category, level: rank[cue.level] });
  }
  return findings;
}

function hasRiskCue(findings: readonly Finding[]): boolean {
  return findings.some((finding) => finding.category === 'suicide' || finding.category === 'self-harm');
}

function blank(pattern: RegExp, text: string): string {
  pattern.lastIndex = 0;
  return text.replace(pattern, ' ');
}

/** "Tonight, probably.": a message that is only a time (and hedges), the answer to "when?". */
function isBareTime(text: string): boolean {
  if (!test(planTimes, text)) return false;
  return blank(hedgeWords, blank(planTimes, text)).replace(/[.\s]/g, '') === '';
}

/** A die-type wish laughed off over something trivial, with nothing else risky in the message. */
function isHyperbole(message: string, contextDistress: boolean, riskBefore: boolean): boolean {
  if (contextDistress || riskBefore) return false;
  if (!test(joking, message) || !test(trivialCauses, message) || !test(hyperbolicDeathWish, message)) return false;
  if (test(seriousMarker, message) || test(rightNow, message) || test(weaponOrPlan, message)) return false;
  if (anyLive(meansAtHand, message) || anyLive(actsUnderway, message) || anyLive(preparationCues, message)) return false;
  return !hasRiskCue(directFindings(blank(hyperbolicDeathWish, message)));
}

export function classifyMessage(text: string, context: ClassifyContext = {}): CrisisAssessment {
  const message = blankIdioms(normaliseMessage(text));
  const earlier = (context.recentUserMessages ?? []).slice(-contextWindow).map((m) => blankIdioms(normaliseMessage(m)));

  let findings = directFindings(message);
  const earlierFindings = earlier.flatMap(directFindings);
  const distressed = [message, ...earlier].some((t) => anyLive(distressCues, t));
  const riskBefore = hasRiskCue(earlierFindings);
  const riskNow = hasRiskCue(findings);

  // Harm-to-others talk that is laughed off and names no weapon or plan is a figure of speech.
  if (test(joking, message) && !test(weaponOrPlan, message)) {
    findings = findings.filter((f) => !(f.category === 'harm-to-others' && f.level === rank.concern));
  } else if (test(weaponOrPlan, message)) {
    findings = findings.map((f) => (f.category === 'harm-to-others' ? { ...f, level: Math.max(f.level, rank.urgent) } : f));
  }

  // A bare mention of suicide in a topic (an essay, the news) says nothing about the person; otherwise it is a
  // concern worth a gentle check (a friend at risk, a question about the helpline).
  if (findings.length === 0 && matchesLive(bareMention, message) && !test(informational, message)) {
    findings.push({ category: 'suicide', level: rank.concern });
  }

  if (anyLive(actsUnderway, message)) findings.push({ category: 'suicide', level: rank.imminent });

  if (anyLive(meansAtHand, message)) {
    if (riskNow || riskBefore) findings.push({ category: 'suicide', level: rank.imminent });
    else if (distressed) findings.push({ category: 'suicide', level: rank.concern });
  }

  if ((riskNow || riskBefore) && anyLive(dangerPlaces, message)) {
    findings.push({ category: 'suicide', level: rank.imminent });
  }

  if (anyLive(ambiguousMeansQueries, message) && !test(informational, message)) {
    if (riskNow || riskBefore || distressed) findings.push({ category: 'suicide', level: rank.urgent });
  }

  // Putting life in order: plain preparation is a concern alone; ordinary-sounding preparation ("everything in order
  // before I go") counts beside distress, an earlier risk cue or earlier plain preparation.
  const prepared = anyLive(preparationCues, message);
  const preparedBefore = earlier.some((t) => anyLive(preparationCues, t));
  if (prepared) findings.push({ category: 'suicide', level: riskNow || riskBefore || distressed ? rank.urgent : rank.concern });
  if (anyLive(departureCues, message) && !test(informational, message)) {
    if (riskNow || riskBefore || preparedBefore) findings.push({ category: 'suicide', level: rank.urgent });
    else if (distressed) findings.push({ category: 'suicide', level: rank.concern });
  }

  // A bare time ("Tonight, probably.") right after risk or preparation is the plan's time.
  // A plan with a time is imminent, whatever the time.
  if (isBareTime(message)) {
    const justBefore = earlier.slice(-2);
    const planned = justBefore.some(
      (t) => hasRiskCue(directFindings(t)) || anyLive(preparationCues, t) || (anyLive(departureCues, t) && (distressed || riskBefore)),
    );
    if (planned) findings.push({ category: 'suicide', level: rank.imminent });
  }

  // Risk with a time on it ("tonight", "right now") is imminent.
  if (test(rightNow, message)) {
    findings = findings.map((f) => (f.level >= rank.urgent ? { ...f, level: rank.imminent } : f));
  }

  // Risk said with a laugh stays a risk, but a gentle one unless something says otherwise.
  if (test(joking, message) && !test(rightNow, message)) {
    findings = findings.map((f) =>
      f.category === 'suicide' || f.category === 'self-harm' ? { ...f, level: Math.min(f.level, rank.concern) } : f,
    );
  }

  // "My team lost again, I want to die lol": hyperbole, unless distress or risk surrounds it.
  if (isHyperbole(message, distressed, riskBefore)) {
    findings = findings.filter((f) => f.category !== 'suicide' && f.category !== 'self-harm');
  }

  const top = Math.max(0, ...findings.map((f) => f.level));
  const level = byRank[top] ?? 'none';
  const categories = [...new Set(findings.filter((f) => f.level > 0).map((f) => f.category))];
  if (level === 'imminent' && !categories.includes('imminent-danger')) categories.push('imminent-danger');
  return { crisis: top > 0, level, categories };
}
