/**
 * Reflective listening: saying back what the person said, so they feel heard and can correct it. Three forms, chosen
 * by the engine: the person's own words quoted (first message of a session), a paraphrase with the pronouns turned
 * round ("I'm behind on my work" -> "you're behind on your work"), and a reflection of the feeling noticed.
 */
import type { Cues, Emotion, Topic } from './cues';
import { pick } from './variation';

const maxWords = 18;

/** The first sentence, at most `maxWords` words, without its final punctuation. */
export function keySentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const sentence = flat.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? flat;
  const words = sentence.split(' ');
  const cut = words.length > maxWords ? `${words.slice(0, maxWords).join(' ')}…` : sentence;
  return cut.replace(/[.!?,;:]+$/, '');
}

const swaps: Record<string, string> = {
  i: 'you',
  "i'm": "you're",
  im: "you're",
  "i've": "you've",
  "i'll": "you'll",
  "i'd": "you'd",
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  am: 'are',
  was: 'were',
};

/** "I feel like my boss hates me" -> "you feel like your boss hates you". */
export function paraphrase(text: string): string {
  const sentence = keySentence(text);
  const words = sentence.split(' ');
  const turned = words.map((word, index) => {
    const bare = word.toLowerCase().replace(/[^a-z']/g, '');
    const swapped = swaps[bare];
    if (!swapped) return index === 0 ? word.charAt(0).toLowerCase() + word.slice(1) : word;
    // "was" only turns after I ("I was" -> "you were"), not in "it was".
    if (bare === 'was' && words[index - 1]?.toLowerCase() !== 'i') return word;
    return word.replace(new RegExp(bare.replace(/'/g, "'?"), 'i'), swapped);
  });
  return turned.join(' ');
}

const feelingWords: Record<Emotion, readonly string[]> = {
  anxious: ['anxious and on edge', 'worried, with your mind racing', 'tense and uneasy'],
  sad: ['really low', 'sad and heavy', 'down'],
  angry: ['frustrated and angry', 'really fed up', 'angry, and maybe hurt underneath'],
  lonely: ['lonely', 'on your own with this', 'disconnected from people'],
  overwhelmed: ['overwhelmed, like there is too much at once', 'swamped', 'stretched too thin'],
  ashamed: ['really hard on yourself', 'ashamed, and stuck with a harsh voice about yourself', 'guilty'],
  tired: ['worn out', 'exhausted', 'drained'],
  hopeful: ['a bit lighter', 'a little more hopeful', 'relieved'],
  numb: ['flat, or numb', 'empty', 'switched off'],
};

const topicPhrases: Partial<Record<Topic, string>> = {
  sleep: 'around sleep',
  school: 'about school',
  work: 'about work',
  family: 'with your family',
  relationship: 'in your relationship',
  friends: 'with your friends',
  health: 'about your health',
  money: 'about money',
  grief: 'after this loss',
};

export function feelingReflection(cues: Cues, seed: string): string | undefined {
  const emotion = cues.emotions[0];
  if (!emotion) return undefined;
  const feeling = pick(feelingWords[emotion], seed);
  const topic = cues.topics.map((name) => topicPhrases[name]).find(Boolean);
  return pick(
    [
      `It sounds like you're feeling ${feeling}${topic ? ` ${topic}` : ''}.`,
      `I'm hearing that you feel ${feeling}${topic ? ` ${topic}` : ''}.`,
      `That sounds like a lot. Feeling ${feeling}${topic ? ` ${topic}` : ''} can wear anyone down.`,
    ],
    `${seed}:feeling`,
  );
}

export function quotedReflection(text: string, seed: string): string {
  const quote = keySentence(text);
  return pick(
    [
      `Thank you for telling me. "${quote}": that matters, and I'm listening.`,
      `"${quote}." Thank you for sharing that with me.`,
    ],
    seed,
  );
}

export function paraphraseReflection(text: string, seed: string): string {
  const turned = paraphrase(text);
  return pick([`So ${turned}.`, `If I'm hearing you right, ${turned}.`, `It sounds like ${turned}.`], seed);
}
