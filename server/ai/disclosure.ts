/**
 * The AI disclosure (safety.md point 1): whenever the person asks whether they talk to a human or a bot, the chat
 * says plainly that Doro is an AI, as a notice beside the reply, whatever the provider answers.
 */
import type { NoticeKind } from '../../src/contract/chat-socket';

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'");

const askedPatterns: readonly RegExp[] = [
  // "are you a real person?", "r u human", "is this a real human", "am I talking to a bot/robot/AI/machine?"
  /\b(are|r) (you|u)( really| actually)? (a |an )?(real |actual )?(person|human|people|bot|robot|ai|machine|computer|program|chatbot)\b/,
  /\b(is|am) (this|that|it|i) (talking|chatting|speaking)? ?(to|with)? ?(a |an )?(real |actual )?(person|human|bot|robot|ai|machine|chatbot)\b/,
  /\b(talking|chatting|speaking) (to|with) (a |an )?(real |actual )?(person|human|bot|robot|ai|machine|chatbot)\b/,
  /\bis (there )?(a |an )?(real )?(person|human|someone) (there|on the other side|behind (this|you)|reading)\b/,
  /\b(are|r) (you|u) (a )?(therapist|psychologist|counsell?or|doctor)\b/,
  // French: "es-tu un humain ?", "est-ce que je parle à un robot ?", "t'es une vraie personne ?"
  /\b(es[- ]tu|etes[- ]vous|t'es|tu es|vous etes) (un |une )?(vrai |vraie |veritable )?(humain|humaine|personne|robot|bot|ia|machine|etre humain)\b/,
  /\bje (parle|discute) (a|avec) (un |une )?(vrai |vraie )?(humain|personne|robot|bot|ia|machine)\b/,
];

export function asksIfHuman(text: string): boolean {
  const normal = plain(text);
  return askedPatterns.some((pattern) => pattern.test(normal));
}

/** The fixed notices (the greeting is Doro's own words, made for each session). */
export const noticeTexts: Record<Exclude<NoticeKind, 'greeting'>, string> = {
  'offline-engine':
    "Replies come from Doro's offline engine: a simple program on this server, not a language model and not a person.",
  fallback: "Doro's AI model is not answering right now, so this reply comes from Doro's offline engine.",
  disclosure: 'Doro is an AI, not a human. It is a supportive coach, not a therapist or an emergency service.',
  'break-reminder':
    "You've been chatting with Doro for a while. It's a good time for a break: stretch, drink some water, or talk to someone you trust.",
  'minors-notice':
    'Doro is an AI companion chatbot, and companion chatbots may not be suitable for some people under 18. If something here does not feel right, stop and talk to an adult you trust.',
};
