/**
 * Open questions: ones that cannot be answered with yes or no, so the person leads. Early in a session they explore
 * what is going on; later they look for what helps and what matters.
 */
import type { Topic } from './cues';

export type Stage = 'opening' | 'exploring' | 'working' | 'closing';

export const exploringQuestions = [
  'What feels hardest about it right now?',
  'When did you first notice this?',
  'What goes through your mind when that happens?',
  'How has this been affecting your days?',
  'Can you tell me more about that?',
  'What would you like to be different?',
] as const;

export const workingQuestions = [
  'What has helped, even a little, when things felt like this before?',
  "What is one part of this that's within your control?",
  'If a friend told you this, what would you say to them?',
  'What would a small step forward look like for you?',
  'What matters most to you in all of this?',
  'Who in your life could you lean on a little with this?',
] as const;

export const topicQuestions: Partial<Record<Topic, readonly string[]>> = {
  sleep: ['What are your evenings like before bed?', 'What keeps your mind busy when you try to sleep?'],
  school: ['Which part of school is weighing on you most?', "What's the pressure like around your grades?"],
  work: ["What's the hardest part of work at the moment?", 'How are you getting on with the people you work with?'],
  family: ['How are things at home otherwise?', 'Who in your family do you feel closest to?'],
  relationship: ['What do you wish your partner understood?', 'How are you taking care of yourself through this?'],
  friends: ['What happened with your friends?', 'Is there anyone you still feel close to?'],
  grief: ['What do you miss most about them?', 'How have you been looking after yourself since then?'],
  money: ['What part of the money worry feels most urgent?', 'Is there anyone who could help you look at it?'],
  health: ['How is your body feeling these days?', 'Have you been able to talk to a doctor about it?'],
};

/** When someone has little to say: gentle, easy to answer. */
export const briefPrompts = [
  "That's okay. Take your time. What's on your mind today?",
  "I'm here. Is there anything you'd like to talk about, big or small?",
  'Mm. How has today been for you, honestly?',
] as const;
