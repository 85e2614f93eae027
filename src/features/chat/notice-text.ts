import type { Locale } from '../../lib/i18n/i18n';
import type { ChatNotice } from '../../machines/chat.types';
import type { ChatPageWords } from './chat-page.messages';

const noticeKeys = {
  'offline-engine': 'noticeOfflineEngine',
  fallback: 'noticeFallback',
  disclosure: 'noticeDisclosure',
  'break-reminder': 'noticeBreakReminder',
  'minors-notice': 'noticeMinors',
} as const;

/**
 * A notice's words as shown and spoken: the server's in English and for Doro's greeting (Doro's own words, already in
 * the person's language); the catalog's in another language for the fixed notices, which the server writes in
 * English. Null for a crisis card, which has no text.
 */
export function noticeText(notice: ChatNotice, locale: Locale, t: ChatPageWords): string | null {
  if (!('text' in notice)) return null;
  if (locale === 'en' || notice.kind === 'greeting') return notice.text;
  return t[noticeKeys[notice.kind]];
}
