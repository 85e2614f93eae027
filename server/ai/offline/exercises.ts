/**
 * Short guided exercises from CBT and motivational interviewing, in Doro's words. Each has an offer (asked first in
 * 'listen' and 'balanced' sessions) and the steps (given when the person agrees, or straight away in 'guide').
 * The `marker` is a phrase only that exercise's texts contain: finding it in an earlier reply tells the engine what
 * was offered or done already, so nothing is offered twice.
 */
import type { Cues, Topic } from './cues';

export type ExerciseName =
  'breathing' | 'grounding' | 'thought-record' | 'activation' | 'planning' | 'importance-ruler' | 'confidence-ruler';

export interface Exercise {
  name: ExerciseName;
  /** Words a summary can use: "a breathing exercise". */
  label: string;
  marker: string;
  offer: string;
  steps: { adult: string; teen: string };
}

export const exercises: Record<ExerciseName, Exercise> = {
  breathing: {
    name: 'breathing',
    label: 'a slow breathing exercise',
    marker: 'box breathing',
    offer: 'Would you like to try a minute of box breathing with me? It can take the edge off when the body is tense.',
    steps: {
      adult:
        "Let's do box breathing together. Breathe in through your nose for a count of 4. Hold gently for 4. Breathe out slowly for 4. Hold for 4. Repeat that four times, letting your shoulders drop a little each time. When you're done, notice how your body feels compared with a minute ago: what do you notice?",
      teen: "Let's try box breathing. Breathe in for 4 counts. Hold for 4. Breathe out for 4. Hold for 4. Do that four times, and let your shoulders drop as you go. How does your body feel now compared with before?",
    },
  },
  grounding: {
    name: 'grounding',
    label: 'the 5-4-3-2-1 grounding exercise',
    marker: '5-4-3-2-1',
    offer:
      'Would it help to try the 5-4-3-2-1 grounding exercise? It brings your attention back to the room you are in.',
    steps: {
      adult:
        "Let's try 5-4-3-2-1 grounding. Look around and name 5 things you can see. Then 4 things you can touch, and feel them. 3 things you can hear. 2 things you can smell. 1 thing you can taste. Take your time with each one. What did you notice?",
      teen: "Let's do 5-4-3-2-1 grounding. Name 5 things you can see, 4 things you can touch, 3 things you can hear, 2 things you can smell and 1 thing you can taste. Go slowly. What did you notice?",
    },
  },
  'thought-record': {
    name: 'thought-record',
    label: 'a thought record',
    marker: 'thought record',
    offer:
      'Would you like to look at that thought together with a short thought record? It helps to check whether a harsh thought tells the whole story.',
    steps: {
      adult:
        "Let's do a short thought record. First, the situation: what was happening when the thought came? Second, the thought itself, word for word, and how strongly you believe it from 0 to 100. Third, the evidence for it, and the evidence that doesn't fit. Last, a more balanced thought you could say to a friend in your place. Shall we start with the situation?",
      teen: "Let's try a thought record. 1) What was going on when the thought showed up? 2) What exactly did the thought say, and how much do you believe it, 0 to 100? 3) What backs it up, and what doesn't fit? 4) What would you say to a friend who had that thought? Want to start with what was going on?",
    },
  },
  activation: {
    name: 'activation',
    label: 'planning one small activity (behavioural activation)',
    marker: 'one small activity',
    offer:
      'When energy is low, doing one small activity can lift mood a little before motivation arrives. Would you like to pick one small activity for today together?',
    steps: {
      adult:
        "Let's pick one small activity for today. Think of something that used to give you a bit of pleasure or a sense of getting something done: a short walk, a shower, texting a friend, ten minutes of music. Make it small enough that it feels almost too easy. What could it be, and when today could you do it?",
      teen: "Let's choose one small activity for today: something that used to feel a bit good, like a short walk, a song you like, messaging a friend, or drawing. Keep it tiny. What could it be, and when could you do it?",
    },
  },
  planning: {
    name: 'planning',
    label: 'breaking a task into a first small step',
    marker: 'first small step',
    offer:
      'Would it help to break this down and find a first small step, something you could do in ten minutes or less?',
    steps: {
      adult:
        "Let's find a first small step. Name the task that's weighing on you most. Then shrink it: what is the very first action, one you could do in ten minutes? Write it down with a time, like 'at 4 pm I will open the document and write the title'. What's the task, and what could that first step be?",
      teen: "Let's find a first small step. What's the task bugging you most? Now make it tiny: what could you do in ten minutes, like opening the book or writing one line? Pick a time for it. What's the task, and what's the tiny first step?",
    },
  },
  'importance-ruler': {
    name: 'importance-ruler',
    label: 'the importance ruler (how much the change matters)',
    marker: 'how important is it',
    offer:
      'Can I ask you something? On a scale from 0 to 10, how important is it for you to make this change right now?',
    steps: {
      adult:
        'On a scale from 0 to 10, where 0 is not at all and 10 is extremely, how important is it for you to make this change right now?',
      teen: 'From 0 to 10, how important is it for you to make this change right now? 0 is not at all, 10 is very.',
    },
  },
  'confidence-ruler': {
    name: 'confidence-ruler',
    label: 'the confidence ruler (how sure you feel you can change)',
    marker: 'how confident are you',
    offer: 'And from 0 to 10, how confident are you that you could make this change if you decided to?',
    steps: {
      adult: 'From 0 to 10, how confident are you that you could make this change if you decided to?',
      teen: 'From 0 to 10, how confident are you that you could do it if you decided to?',
    },
  },
};

/** Which exercise fits what was said, most specific first; undefined when nothing fits well. */
export function fittingExercises(cues: Cues): ExerciseName[] {
  const has = (topic: Topic) => cues.topics.includes(topic);
  const fits: ExerciseName[] = [];
  if (has('panic')) fits.push('grounding', 'breathing');
  if (has('self-criticism') || cues.emotions.includes('ashamed')) fits.push('thought-record');
  if (has('change')) fits.push('importance-ruler');
  if (has('procrastination') || cues.emotions.includes('overwhelmed')) fits.push('planning');
  if (cues.emotions.includes('numb') || (cues.emotions.includes('sad') && !cues.emotions.includes('anxious')))
    fits.push('activation');
  if (cues.emotions.includes('anxious') || has('sleep')) fits.push('breathing');
  if (cues.emotions.includes('overwhelmed')) fits.push('grounding');
  if (cues.emotions.includes('tired') || cues.emotions.includes('lonely')) fits.push('activation');
  if (has('school') || has('work')) fits.push('planning');
  return [...new Set(fits)];
}

/** The exercise an earlier reply offered or ran, by its marker. */
export function exerciseIn(text: string): Exercise | undefined {
  const lower = text.toLowerCase();
  return Object.values(exercises).find((exercise) => lower.includes(exercise.marker.toLowerCase()));
}
