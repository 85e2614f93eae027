/**
 * Finds the risk frames in one normalised message (idioms already blanked): every live match of every rule, minus
 * those a negation or one of the frame's guards cancels, at the level the rule gives in this context.
 */
import type { CrisisCategory } from '../crisis-levels';
import { higherLevel, levelRank, type CrisisLevel } from '../crisis-levels';
import { isNegated } from '../negation';
import type { Frame, FrameRule, RiskFrame } from './frame';
import { guarded } from './guards';
import { harmFrames } from './harm-frames';
import { meansFrames } from './means-frames';
import { suicideFrames } from './suicide-frames';

export const allFrames: readonly Frame[] = [...suicideFrames, ...meansFrames, ...harmFrames];

export interface FrameFinding {
  frame: RiskFrame;
  category: CrisisCategory;
  level: Exclude<CrisisLevel, 'none'>;
}

export interface FrameContext {
  /** Distress in this message or a recent one. */
  distressed: boolean;
  /** A risk frame in a recent message. */
  riskBefore: boolean;
}

interface Candidate {
  frame: Frame;
  rule: FrameRule;
}

const riskCategories = new Set<CrisisCategory>(['suicide', 'self-harm']);

// "my parents think I'm self harming but I'm not": denied right after, in the same sentence.
const denial = / but (?:i am|i m|im|i was) not(?: | \.)/;

function deniedAfter(text: string, end: number): boolean {
  const sentenceEnd = text.indexOf(' . ', end);
  return denial.test(text.slice(end, sentenceEnd < 0 ? text.length : sentenceEnd + 3));
}

/** Whether a match of the rule survives negation and the frame's guards; what cancelled the others goes in `cancelled`. */
function liveMatch(frame: Frame, rule: FrameRule, text: string, distressed: boolean, cancelled: Set<string>): boolean {
  rule.pattern.lastIndex = 0;
  for (let match = rule.pattern.exec(text); match !== null; match = rule.pattern.exec(text)) {
    if (match[0].length === 0) {
      rule.pattern.lastIndex += 1;
      continue;
    }
    const end = match.index + match[0].length;
    if (isNegated(text, match.index) || deniedAfter(text, end)) {
      cancelled.add('negation');
      continue;
    }
    const guard = guarded(frame.guards, { text, start: match.index, end, distressed });
    if (!guard) return true;
    cancelled.add(guard);
  }
  return false;
}

export interface FrameReading {
  findings: FrameFinding[];
  /** What cancelled a match of some frame: a negation or a guard's name. */
  cancelled: ReadonlySet<string>;
}

export function findFrames(text: string, context: FrameContext): FrameFinding[] {
  return readFrames(text, context).findings;
}

export function readFrames(text: string, context: FrameContext): FrameReading {
  const candidates: Candidate[] = [];
  const cancelled = new Set<string>();
  for (const frame of allFrames) {
    for (const rule of frame.rules) {
      if (liveMatch(frame, rule, text, context.distressed, cancelled)) candidates.push({ frame, rule });
    }
  }
  const levelOf = ({ frame, rule }: Candidate): CrisisLevel => {
    // A risk said in this message by another frame counts as much as one said before.
    const riskNow = candidates.some(
      (other) => other.frame !== frame && other.rule.alone && riskCategories.has(other.frame.category),
    );
    let level: CrisisLevel = rule.alone ?? 'none';
    if (context.distressed && rule.distress) level = higherLevel(level, rule.distress);
    if ((riskNow || context.riskBefore) && rule.risk) level = higherLevel(level, rule.risk);
    return level;
  };
  const best = new Map<RiskFrame, FrameFinding>();
  for (const candidate of candidates) {
    const level = levelOf(candidate);
    if (level === 'none') continue;
    const known = best.get(candidate.frame.name);
    if (!known || levelRank[level] > levelRank[known.level]) {
      best.set(candidate.frame.name, { frame: candidate.frame.name, category: candidate.frame.category, level });
    }
  }
  return { findings: [...best.values()], cancelled };
}
