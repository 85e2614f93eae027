import { chatPageMessages, type ChatPageWords } from './chat-page.messages';

const errorKeys = [
  'errorPlan',
  'errorAcceptance',
  'errorLastSession',
  'errorOtherTab',
  'errorConnect',
  'errorSummaryLate',
] as const;

/**
 * An error the chat shows, in the interface's language: the chat machine's own (written in English there) by its
 * message; any other (the server's words) as it came.
 */
export function chatErrorText(error: string, t: ChatPageWords): string {
  const key = errorKeys.find((candidate) => chatPageMessages.base[candidate] === error);
  return key ? t[key] : error;
}
