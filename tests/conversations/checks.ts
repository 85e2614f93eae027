/**
 * The conversation rules, one check per rule. Each check is a pure function of a transcript (the persona with
 * Doro's opening and each turn's reply) returning what broke, one message per problem, naming the turn: turn 0 is
 * the opening, turn n the reply to the person's n-th message.
 */
import { exerciseGuides, exerciseNamed } from './exercise-markers';
import {
  apology,
  declineAccepted,
  greeting,
  isOffer,
  listeningAcknowledged,
  reflectionLead,
  safetyText,
  thanksAcknowledged,
  warmClosing,
} from './markers';
import type { ExerciseId, Transcript } from './persona';
import { reflectionProblems } from './reflection-check';
import { copiedWords, repeatedOffers, repeatedQuestions } from './repetition-checks';
import { topicMarkers } from './topic-markers';
import { excerpt, fleschKincaidGrade, fold, sentences } from './text';
import { label, offersIn, said, turnName, waitsForPerson, type Said } from './turns';

export function brokenReflections(transcript: Transcript): string[] {
  return said(transcript).flatMap((item) =>
    reflectionProblems(item.reply).map((problem) => `${label(item)}: ${problem}`),
  );
}

export function requestsAnswered(transcript: Transcript): string[] {
  return said(transcript).flatMap((item) => {
    if (!item.expect || !('request' in item.expect)) return [];
    const markers = topicMarkers[item.expect.request];
    const reply = fold(item.reply);
    const found = Object.keys(markers).filter((name) => markers[name]!.test(reply));
    if (found.length >= 2) return [];
    const has = found.length === 0 ? 'none' : `only one (${found[0]})`;
    const needed = Object.keys(markers).join(', ');
    return [
      `${label(item)}: asks for help with ${item.expect.request}, but the reply has ${has} of its content markers; it needs two of: ${needed}`,
    ];
  });
}

function stepProblems(item: Said, exercise: ExerciseId, step: number): string[] {
  const guide = exerciseGuides[exercise];
  const wanted = guide.steps[step - 1];
  if (!wanted) return [`${label(item)}: ${exercise} has no step ${step} (the persona is wrong)`];
  const reply = fold(item.reply);
  const problems: string[] = [];
  if (!wanted.pattern.test(reply)) {
    problems.push(`${label(item)}: should take them through step ${step} of ${exercise} (${wanted.what})`);
  }
  const ahead = guide.steps.slice(step).filter((later) => later.pattern.test(reply));
  if (ahead.length >= 2) {
    problems.push(
      `${label(item)}: gives later steps of ${exercise} at once (${ahead.map((later) => later.what).join('; ')}) instead of one step at a time`,
    );
  }
  if (!waitsForPerson(item.reply)) {
    problems.push(
      `${label(item)}: step ${step} of ${exercise} should end by waiting for them (a question or an invitation)`,
    );
  }
  return problems;
}

export function exerciseSteps(transcript: Transcript): string[] {
  const all = said(transcript);
  return all.flatMap((item, index) => {
    const expect = item.expect;
    if (expect && 'exercise' in expect) return stepProblems(item, expect.exercise, expect.step);
    if (!expect || !('accepts' in expect)) return [];
    const offers = offersIn(all[index - 1]!.reply);
    const next = all[index + 1]?.expect;
    const exercise =
      next && 'exercise' in next ? next.exercise : offers.map((offer) => exerciseNamed(fold(offer))).find(Boolean);
    const problems = offers.length
      ? []
      : [`${label(item)}: accepts an offer, but Doro's reply in ${turnName(item.turn - 1)} offered nothing`];
    return exercise ? [...problems, ...stepProblems(item, exercise, 1)] : problems;
  });
}

export function justListenRespected(transcript: Transcript): string[] {
  const all = said(transcript);
  const failures: string[] = [];
  for (const [start, item] of all.entries()) {
    if (!item.expect || !('justListen' in item.expect)) continue;
    if (!listeningAcknowledged.test(fold(item.reply))) {
      failures.push(`${label(item)}: asks Doro to just listen; the reply should say it will`);
    }
    for (const later of all.slice(start)) {
      const expect = later.expect;
      if (later !== item && expect && ('request' in expect || 'exercise' in expect || 'accepts' in expect)) break;
      const offer = sentences(later.reply).find((sentence) => isOffer(fold(sentence)) || exerciseNamed(fold(sentence)));
      if (offer) {
        failures.push(
          `${label(later)}: suggests "${excerpt(offer)}" after they asked Doro to just listen (turn ${item.turn})`,
        );
      }
    }
  }
  return failures;
}

function turnsExpecting(transcript: Transcript, kind: 'complaint' | 'thanks' | 'goodbye' | 'declines' | 'harmless') {
  return said(transcript).filter((item) => item.expect && kind in item.expect);
}

export function complaintsAcknowledged(transcript: Transcript): string[] {
  return turnsExpecting(transcript, 'complaint')
    .filter((item) => !apology.test(fold(item.reply)))
    .map(
      (item) =>
        `${label(item)}: they say Doro is repeating itself or not listening; the reply should own it (sorry, you're right)`,
    );
}

export function thanksAnswered(transcript: Transcript): string[] {
  return turnsExpecting(transcript, 'thanks')
    .filter((item) => !thanksAcknowledged.test(fold(item.reply)))
    .map((item) => `${label(item)}: they thank Doro; the reply should acknowledge it (you're welcome, glad it helped)`);
}

export function goodbyesAnswered(transcript: Transcript): string[] {
  return turnsExpecting(transcript, 'goodbye').flatMap((item) => [
    ...(warmClosing.test(fold(item.reply)) ? [] : [`${label(item)}: they say goodbye; the reply should close warmly`]),
    ...(item.reply.includes('?') ? [`${label(item)}: they say goodbye; the reply should not ask a new question`] : []),
  ]);
}

export function declinesRespected(transcript: Transcript): string[] {
  return turnsExpecting(transcript, 'declines').flatMap((item) => [
    ...(declineAccepted.test(fold(item.reply))
      ? []
      : [`${label(item)}: they say no; the reply should accept it (that's okay)`]),
    ...offersIn(item.reply).map(
      (offer) => `${label(item)}: they said no, and the reply offers "${excerpt(offer)}" straight away`,
    ),
  ]);
}

export function noSafetyTextOnHarmlessTurns(transcript: Transcript): string[] {
  return turnsExpecting(transcript, 'harmless').flatMap((item) => {
    const found = safetyText.exec(fold(item.reply));
    return found ? [`${label(item)}: crisis text ("${found[0]}") on an ordinary turn`] : [];
  });
}

/** Flesch-Kincaid means little on a handful of words: replies under 12 words are not graded. */
export function readingLevel(transcript: Transcript, maxGrade = 8): string[] {
  if (transcript.ageBand !== '13-17' || transcript.lang !== 'en') return [];
  return said(transcript).flatMap((item) => {
    if ((item.reply.match(/[A-Za-z]+/g) ?? []).length < 12) return [];
    const grade = fleschKincaidGrade(item.reply);
    return grade > maxGrade
      ? [`${label(item)}: reads at grade ${grade.toFixed(1)}; a teen's replies should be at grade ${maxGrade} or below`]
      : [];
  });
}

export function warmOpening(transcript: Transcript): string[] {
  const text = transcript.opening.trim();
  if (!text) return ["the opening: Doro said nothing before the person's first message"];
  return [
    ...(greeting.test(fold(text)) ? [] : ['the opening: should greet the person (hi, hello, welcome)']),
    ...(waitsForPerson(text) ? [] : ['the opening: should invite them to talk (a question or an invitation)']),
    ...(reflectionLead.test(fold(text)) || /["“”«»]/.test(text)
      ? [`the opening: reflects or quotes words nobody has said yet: "${excerpt(text)}"`]
      : []),
  ];
}

export const checks = {
  'repeated-question': repeatedQuestions,
  'repeated-offer': repeatedOffers,
  'copied-words': (transcript: Transcript) => copiedWords(transcript),
  'broken-reflection': brokenReflections,
  'request-content': requestsAnswered,
  'exercise-steps': exerciseSteps,
  'just-listen': justListenRespected,
  complaint: complaintsAcknowledged,
  thanks: thanksAnswered,
  goodbye: goodbyesAnswered,
  decline: declinesRespected,
  'safety-text': noSafetyTextOnHarmlessTurns,
  'reading-level': (transcript: Transcript) => readingLevel(transcript),
  opening: warmOpening,
} satisfies Record<string, (transcript: Transcript) => string[]>;

export type CheckName = keyof typeof checks;

export interface Failure {
  check: CheckName;
  message: string;
}

export function runChecks(transcript: Transcript): Failure[] {
  return (Object.keys(checks) as CheckName[]).flatMap((check) =>
    checks[check](transcript).map((message) => ({ check, message })),
  );
}
