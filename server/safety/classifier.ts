/**
 * The crisis classifier: every user message passes here before any model sees it (decisions 011 and 024).
 * Deterministic, offline, well under a millisecond. Four layers, and the level is the highest any of them gives:
 * 1. meaning frames (frames/): intent, means, plans, acts, self-harm, abuse, someone else at risk…, each with its
 *    levels and its false-alarm guards (idiom, hyperbole, fiction, the past, another person's death, units);
 * 2. the conversation (conversation.ts): risk that builds over the person's recent messages;
 * 3. a learned model (model/), trained in the repo on the team's corpus: it catches wordings no frame was written
 *    for;
 * 4. risk phrases in other languages (other-languages.ts).
 */
import { hash } from 'node:crypto';
import { conversationLevel } from './conversation';
import type { RiskFrame } from './corpus-schema';
import { higherLevel, levelRank, type CrisisCategory, type CrisisLevel } from './crisis-levels';
import type { FrameFinding } from './frames/find-frames';
import { contextWindow, readMessage, readingSignals, type Reading } from './frames/read-message';
import { scriptText } from './model/features';
import { assessWithModel, crisisModel, type CrisisModel } from './model/model';
import { compilePattern } from './normalise';
import { findOtherLanguageRisk } from './other-languages';

export type { CrisisCategory, CrisisLevel };

export interface CrisisAssessment {
  crisis: boolean;
  level: CrisisLevel;
  categories: CrisisCategory[];
  /** The frames that matched (for the audit command and the bench; never sent to a client). */
  frames: RiskFrame[];
}

export interface ClassifyContext {
  /** The person's own earlier messages in this session, oldest first (the last few are enough). */
  recentUserMessages?: readonly string[];
  /** The learned model to use instead of the committed one (cross-validation trains one per fold). */
  model?: CrisisModel;
}

/** The kind of risk a model-only flag is about, from the words it was said with. */
const categoryHints: ReadonlyArray<[CrisisCategory, RegExp]> = [
  [
    'self-harm',
    compilePattern(
      /cut|cutting|cuts|self harm|sh|blade|blades|razor|burn myself|burning myself|scratch|scars|bleed|relapse|clean for|hurt myself|hurting myself/,
    ),
  ],
  [
    'abuse',
    compilePattern(
      /hits me|hit me|beats me|beat me|abuse|abused|abusive|touch me|touched me|raped|molested|hurts me|threatens|threatened|chokes|choked|grabbed me|slapped me|nudes|groomed/,
    ),
  ],
  [
    'harm-to-others',
    compilePattern(/kill (?:him|her|them|my \w+)|hurt (?:him|her|them|someone)|shoot|stab|revenge|make them pay/),
  ],
];

function categoryHint(message: string): CrisisCategory {
  return (
    categoryHints.find(([, pattern]) => {
      pattern.lastIndex = 0;
      return pattern.test(message);
    })?.[0] ?? 'suicide'
  );
}

// What the frames and the model made of a message read alone, by a hash of its text (no text outlives its session), per model: each
// message is read again as an earlier one with every later message of its conversation.
const modelLevels = new WeakMap<CrisisModel, Map<string, CrisisLevel>>();
const modelLevelsSize = 512;

function levelAlone(text: string, model: CrisisModel): CrisisLevel {
  let known = modelLevels.get(model);
  if (!known) {
    known = new Map();
    modelLevels.set(model, known);
  }
  const key = hash('sha256', text, 'base64');
  const cached = known.get(key);
  if (cached) return cached;
  const reading = readMessage(text);
  const level = reading.findings.reduce<CrisisLevel>(
    (top, f) => higherLevel(top, f.level),
    assessWithModel(text, readingSignals(reading), model, { normalised: reading.normalised, script: scriptText(text) })
      .level,
  );
  known.set(key, level);
  if (known.size > modelLevelsSize) known.delete(known.keys().next().value as string);
  return level;
}

/**
 * The conversation read with the model's eyes too: risk said earlier in words no frame was written for ("I'm so
 * tired of being here", "I want it all to stop") still makes a later "tonight" or "bye" the time and the goodbye of
 * a plan. Only asked when the frames saw no risk before.
 */
function conversationWithModel(reading: Reading, recent: readonly string[], model: CrisisModel): CrisisLevel {
  if (reading.conversation !== 'none' || reading.safeNow || recent.length === 0) return reading.conversation;
  const earlier = recent.map((earlierText): FrameFinding[] => {
    const level = levelAlone(earlierText, model);
    return level === 'none' ? [] : [{ frame: 'conversation', category: 'suicide', level }];
  });
  return conversationLevel(reading.message, reading.findings, earlier);
}

export function classifyMessage(text: string, context: ClassifyContext = {}): CrisisAssessment {
  const recent = (context.recentUserMessages ?? []).slice(-contextWindow);
  const reading = readMessage(text, recent);
  const { message, findings } = reading;

  let level: CrisisLevel = findings.reduce<CrisisLevel>((top, f) => higherLevel(top, f.level), 'none');
  const categories = new Set<CrisisCategory>(findings.map((f) => f.category));
  const frames = new Set<RiskFrame>(findings.map((f) => f.frame));

  const model = context.model ?? crisisModel();
  const conversation = conversationWithModel(reading, recent, model);
  if (levelRank[conversation] > levelRank[level]) {
    level = conversation;
    frames.add('conversation');
    if (categories.size === 0) categories.add('suicide');
  }

  // The model and the other languages' phrases read the text in its script-preserving form: made once for both.
  const script = scriptText(text);
  const assessed = assessWithModel(text, readingSignals(reading), model, { normalised: reading.normalised, script });
  // Someone saying they are safe now, after risk ("I put the pills in the car", "she's coming over"), is not a new
  // crisis because the words near it once were.
  if (!reading.safeNow && levelRank[assessed.level] > levelRank[level]) {
    level = assessed.level;
    if (categories.size === 0) categories.add(categoryHint(message));
  }

  for (const finding of findOtherLanguageRisk(text, script)) {
    if (levelRank[finding.level] > levelRank[level]) level = finding.level;
    categories.add(finding.category);
  }

  if (level === 'none') return { crisis: false, level, categories: [], frames: [] };
  if (level === 'imminent') categories.add('imminent-danger');
  return { crisis: true, level, categories: [...categories], frames: [...frames] };
}
