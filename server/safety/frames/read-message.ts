/**
 * The rule layers of the crisis classifier read one message (decision 024): the meaning frames with their guards,
 * what the tone and the time of the message do to them, and what the person's recent messages add. The learned
 * model reads this reading too (`readingSignals`), so it learns when the frames' guards are to be trusted.
 */
import { hash } from 'node:crypto';
import { conversationLevel, saysSafeNow } from '../conversation';
import type { RiskFrame } from '../corpus-schema';
import { higherLevel, levelRank, type CrisisCategory, type CrisisLevel } from '../crisis-levels';
import { isNegated } from '../negation';
import { compilePattern, normaliseMessage } from '../normalise';
import { concepts } from './concepts';
import { isDistressed } from './distress';
import { readFrames, type FrameFinding } from './find-frames';
import { blankIdioms, joking, seriousMarker, weaponOrPlan } from './guards';

/** The earlier messages the reading weighs: indirect cues build up over a few turns. */
export const contextWindow = 6;
// "now" alone is too common ("and now I have to go"): a time of danger now is said more exactly.
const now = compilePattern(concepts.now.replace(/\|now\|/, '|').replace(/\|rn\|/, '|'));
const later = compilePattern(concepts.later);
const selfDirected = new Set<CrisisCategory>(['suicide', 'self-harm']);
// Frames of wishes and words, which a laugh softens (acts, means and attempts it does not).
const wishFrames = new Set<RiskFrame>(['intent', 'passive-ideation', 'finality-burden', 'self-harm-urge']);
// Frames that a time turns into danger now (self-harm said with "tonight" is what happened, not a plan).
const timedFrames = new Set<RiskFrame>(['intent', 'plan', 'means-acquired', 'preparation-goodbye']);

function live(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    if (!isNegated(text, match.index)) return true;
  }
  return false;
}

function test(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  return pattern.test(text);
}

const prepare = (text: string) => blankIdioms(normaliseMessage(text));

// An earlier message's own frames, read alone: each message of a conversation is read again with every later one,
// so the last few are remembered (a bounded map, oldest forgotten first), by a hash: no text outlives its session.
const earlierCache = new Map<string, FrameFinding[]>();
const earlierCacheSize = 512;

function framesAlone(text: string): FrameFinding[] {
  const key = hash('sha256', text, 'base64');
  const known = earlierCache.get(key);
  if (known) return known;
  const findings = readFrames(text, { distressed: isDistressed(text), riskBefore: false }).findings;
  earlierCache.set(key, findings);
  if (earlierCache.size > earlierCacheSize) earlierCache.delete(earlierCache.keys().next().value as string);
  return findings;
}

/** What the tone and the time of the message do to the frames it showed. */
function adjust(message: string, findings: FrameFinding[]): FrameFinding[] {
  let adjusted = findings;
  const laughing = test(joking, message) && !test(seriousMarker, message);
  // Harm-to-others talk that is laughed off and names no weapon or plan is a figure of speech.
  if (laughing && !test(weaponOrPlan, message)) {
    adjusted = adjusted.filter((f) => !(f.category === 'harm-to-others' && f.level === 'concern'));
  } else if (test(weaponOrPlan, message)) {
    adjusted = adjusted.map((f) =>
      f.category === 'harm-to-others' ? { ...f, level: higherLevel(f.level, 'urgent') as FrameFinding['level'] } : f,
    );
  }
  const timed = adjusted.filter((f) => timedFrames.has(f.frame) && levelRank[f.level] >= levelRank.urgent);
  // Risk with a time on it: tonight is danger now; a set day is a plan.
  if (timed.length > 0 && live(now, message)) {
    adjusted = adjusted.map((f) =>
      selfDirected.has(f.category) && levelRank[f.level] >= levelRank.urgent ? { ...f, level: 'imminent' } : f,
    );
    adjusted.push({ frame: 'time', category: 'suicide', level: 'imminent' });
  } else if (timed.length > 0 && live(later, message)) {
    adjusted.push({ frame: 'time', category: 'suicide', level: 'urgent' });
  }
  // A wish said with a laugh stays a risk, but a gentle one unless something says otherwise; an act does not get
  // lighter for a laugh ("just took 20 sleeping pills lol").
  if (laughing && !live(now, message)) {
    adjusted = adjusted.map((f) => (wishFrames.has(f.frame) ? { ...f, level: 'concern' } : f));
  }
  return adjusted;
}

export interface Reading {
  /** The message normalised (normaliseMessage). */
  normalised: string;
  /** The message normalised, idioms blanked. */
  message: string;
  /** Frames after tone and time. */
  findings: FrameFinding[];
  /** The level the conversation adds ('none' when the earlier messages change nothing). */
  conversation: CrisisLevel;
  /** After risk, the person says they are safe now (help is there, the means are gone). */
  safeNow: boolean;
  /** Negations and guards that cancelled a match, and whether an idiom was blanked. */
  cancelled: ReadonlySet<string>;
  idiom: boolean;
}

export function readMessage(text: string, recentUserMessages: readonly string[] = []): Reading {
  const normalised = normaliseMessage(text);
  const message = blankIdioms(normalised);
  const earlier = recentUserMessages.slice(-contextWindow).map(prepare);
  const earlierFindings = earlier.map(framesAlone);
  const distressed = isDistressed(message) || earlier.some(isDistressed);
  const riskBefore = earlierFindings.some((findings) => findings.some((f) => selfDirected.has(f.category)));
  const reading = readFrames(message, { distressed, riskBefore });
  const findings = adjust(message, reading.findings);
  return {
    normalised,
    message,
    findings,
    conversation: conversationLevel(message, findings, earlierFindings),
    safeNow: saysSafeNow(message, earlierFindings),
    cancelled: reading.cancelled,
    idiom: message !== normalised,
  };
}

/** The reading as features for the learned model: each frame at its level, each cancelling guard, an idiom. */
export function readingSignals(reading: Reading): string[] {
  return [
    ...reading.findings.map((f) => `f:${f.frame}:${f.level}`),
    ...[...reading.cancelled].map((guard) => `g:${guard}`),
    ...(reading.idiom ? ['g:idiom'] : []),
    ...(reading.conversation === 'none' ? [] : [`c:${reading.conversation}`]),
  ];
}
