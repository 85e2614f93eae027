/** What the conversation model double says, per language: the same shape in English and French. */
import type { ExerciseId, TopicId } from '../conversations/persona';

export type Feeling = 'angry' | 'sad' | 'lonely' | 'worried' | 'tired' | 'stressed' | 'hopeful' | 'neutral';

export interface ModelTexts {
  /** The answer to a bare "hi": a greeting and a first, light question. */
  greetingBack: string;
  /** After thanks, when it was not asked yet. */
  anythingElse: string;
  /** Open questions, each asked at most once in a conversation. */
  questions: readonly string[];
  /** Reflections in Doro's own words, never the person's: of what the message is about, or else how it feels. */
  topicReflections: Record<TopicId, readonly string[]>;
  reflections: Record<Feeling, readonly string[]>;
  tips: Record<TopicId, string>;
  offers: Record<ExerciseId, string>;
  /** Before the next step, when the person asked whether they got the last one right. */
  yesThatsIt: string;
  wrapUp: string;
  justListen: string;
  apology: Record<'repeated' | 'not-listening', string>;
  thanks: string;
  goodbye: string;
  decline: string;
}
