/**
 * The reflection the offline engine gives of a message: what it understood (a feeling, a person, an event, what it
 * is about) said back in its own words, never the person's.
 */
import {
  aboutReflections,
  acknowledgements,
  eventLines,
  feelingAboutReflections,
  feelingReflections,
  feelingWords,
  hardReflections,
  hopefulReflections,
  othersStruggleReflections,
  topicPhrases,
} from './catalogue';
import type { TopicId } from './content/topics';
import { frenchPeopleNames, peopleNames } from './people';
import { first, firstFilled, say, voiced } from './saying';
import type { DialogueState } from './state';
import type { Feeling, Reading } from './understand';

const feelingRank: Feeling[] = [
  'hurt',
  'lonely',
  'sad',
  'anxious',
  'angry',
  'overwhelmed',
  'ashamed',
  'tired',
  'numb',
  'stuck',
  'hopeful',
];

/** A person the message named, said back in the conversation's language: "your mom", "ta mère". */
export function personPhrase(state: DialogueState, person: string): string {
  if (state.language === 'en') return `your ${peopleNames[person] ?? person}`;
  return voiced(state, frenchPeopleNames[person] ?? 'cette personne');
}

/** What the message is about, said back: "your exams", "things with your mom" (`person`: "your mom"), "ta mère". */
function aboutOf(
  state: DialogueState,
  reading: Reading,
): { about: string; plural: boolean; person?: string } | undefined {
  const person = reading.people[0];
  if (person)
    return state.language === 'en'
      ? { about: `things with ${personPhrase(state, person)}`, plural: true, person: personPhrase(state, person) }
      : { about: personPhrase(state, person), plural: false };
  const topic = reading.topics[0];
  if (topic) {
    const phrase = topicPhrases[state.language][topic];
    if (phrase) return { about: voiced(state, phrase), plural: phrase === 'your exams' };
  }
  return undefined;
}

/** A reflection of what was understood in the message: a feeling, a person, an event; never the person's words. */
export function reflection(state: DialogueState, reading: Reading): string | undefined {
  const feeling = feelingRank.find((candidate) => reading.feelings.includes(candidate));
  const parts: string[] = [];
  if (reading.event) {
    const person = reading.people[0];
    const named = person
      ? personPhrase(state, person)
      : state.language === 'en'
        ? 'someone close'
        : 'quelqu’un de proche';
    const line = firstFilled(state, eventLines[state.language][reading.event], { person: named });
    if (line) parts.push(line);
  }
  const found = reading.event ? undefined : aboutOf(state, reading);
  // "Feeling alone has you feeling lonely" says nothing: a topic that is the feeling is not said twice.
  const impliedFeelings: Partial<Record<TopicId, Feeling[]>> = {
    loneliness: ['lonely'],
    worry: ['anxious'],
    panic: ['anxious'],
    'low-mood': ['sad', 'numb'],
    anger: ['angry'],
    grief: ['sad', 'hurt'],
    burnout: ['tired', 'overwhelmed'],
  };
  const about =
    found && feeling && reading.topics[0] && impliedFeelings[reading.topics[0]]?.includes(feeling) ? undefined : found;
  if (feeling === 'hopeful') {
    const line = first(state, hopefulReflections);
    if (line) parts.push(line);
  } else if (feeling) {
    const words = feelingWords[state.language][feeling];
    const values = { feeling: words, about: about?.about ?? '', has: about?.plural ? 'have' : 'has' };
    const voices = about ? feelingAboutReflections : feelingReflections;
    const line =
      firstFilled(state, voices[state.language][state.ageGroup], values) ??
      firstFilled(state, feelingReflections[state.language][state.ageGroup], values);
    if (line) parts.push(line);
  } else if (about && parts.length === 0 && reading.topics.length > 0) {
    // "A lot is going on with your mom", not "with things with your mom".
    const named = about.person ?? about.about;
    const plural = about.person ? about.person.endsWith('s') : about.plural;
    const line = firstFilled(state, aboutReflections[state.language][state.ageGroup], {
      about: named,
      has: plural ? 'have' : 'has',
    });
    if (line) parts.push(line);
  }
  const other = reading.people[0];
  if (parts.length === 0 && reading.othersStruggle && other) {
    const line = firstFilled(state, othersStruggleReflections[state.language][state.ageGroup], {
      person: personPhrase(state, other),
    });
    if (line) parts.push(line);
  }
  if (parts.length === 0 && reading.intents.has('negative')) parts.push(first(state, hardReflections) ?? '');
  if (parts.length === 0) parts.push(first(state, acknowledgements) ?? '');
  return say(state, parts.filter(Boolean).join(' ')) || undefined;
}
