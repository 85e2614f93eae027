/** The repetition rules: no question asked twice, no offer made twice, no run of the person's words copied back. */
import { exerciseNamed } from './exercise-markers';
import { isOffer } from './markers';
import type { ExerciseId, Transcript } from './persona';
import { excerpt, fold, nearDuplicate, questions, sentences, words } from './text';
import { inExercise, label, said, turnName } from './turns';

export function repeatedQuestions(transcript: Transcript): string[] {
  const asked: Array<{ turn: number; question: string }> = [];
  const failures: string[] = [];
  for (const item of said(transcript)) {
    for (const question of questions(item.reply)) {
      const earlier = asked.find((candidate) => nearDuplicate(candidate.question, question));
      if (earlier) {
        failures.push(
          `${label(item)}: asks again "${excerpt(question)}" (${turnName(earlier.turn)} asked "${excerpt(earlier.question)}")`,
        );
      }
      asked.push({ turn: item.turn, question });
    }
  }
  return failures;
}

/** A short offer pointing back ("Want to try it?", "Veux-tu l'essayer?") offers what the reply named before. */
const pointsBack = (folded: string) =>
  words(folded).length <= 8 && /\b(it|that|this|one|ca|le|la|en)\b|\bl'/.test(folded);

/** Each offer in a reply, with the exercise it names or points back to. */
function offersWithExercise(reply: string): Array<{ sentence: string; exercise?: ExerciseId }> {
  let named: ExerciseId | undefined;
  return sentences(reply).flatMap((sentence) => {
    const folded = fold(sentence);
    const own = exerciseNamed(folded);
    named = own ?? named;
    if (!isOffer(folded)) return [];
    return [{ sentence, exercise: own ?? (pointsBack(folded) ? named : undefined) }];
  });
}

export function repeatedOffers(transcript: Transcript): string[] {
  const offered: Array<{ turn: number; sentence: string; exercise?: ExerciseId }> = [];
  const failures: string[] = [];
  for (const item of said(transcript)) {
    if (inExercise(item.expect)) continue;
    const reported = new Set<string>();
    for (const { sentence, exercise } of offersWithExercise(item.reply)) {
      const earlier = offered.find(
        (candidate) =>
          candidate.turn !== item.turn &&
          (exercise || candidate.exercise
            ? candidate.exercise === exercise
            : nearDuplicate(candidate.sentence, sentence)),
      );
      const what = exercise ?? `"${excerpt(sentence)}"`;
      if (earlier && !reported.has(what)) {
        reported.add(what);
        failures.push(`${label(item)}: offers ${what} again (first offered in ${turnName(earlier.turn)})`);
      }
      offered.push({ turn: item.turn, sentence, exercise });
    }
  }
  return failures;
}

/** The longest run of words the reply shares with one message, as [length, the words]. */
function longestSharedRun(reply: readonly string[], message: readonly string[]): [number, string] {
  let best: [number, string] = [0, ''];
  for (let i = 0; i < reply.length; i++) {
    for (let j = 0; j < message.length; j++) {
      let length = 0;
      while (i + length < reply.length && reply[i + length] === message[j + length]) length++;
      if (length > best[0]) best = [length, reply.slice(i, i + length).join(' ')];
    }
  }
  return best;
}

export function copiedWords(transcript: Transcript, size = 8): string[] {
  const failures: string[] = [];
  const heard: Array<{ turn: number; words: string[] }> = [];
  for (const item of said(transcript).slice(1)) {
    heard.push({ turn: item.turn, words: words(item.say) });
    const reply = words(item.reply);
    const copies = heard.map((message) => ({ turn: message.turn, run: longestSharedRun(reply, message.words) }));
    const worst = copies.reduce((best, copy) => (copy.run[0] > best.run[0] ? copy : best), copies[0]!);
    if (worst.run[0] >= size) {
      failures.push(`${label(item)}: copies ${worst.run[0]} words from turn ${worst.turn}: "${worst.run[1]}"`);
    }
  }
  return failures;
}
