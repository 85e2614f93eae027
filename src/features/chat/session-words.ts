import { SESSION_STATUS, type Session } from '../../contract/sessions';
import type { SessionEndWords } from './session-end.messages';

/** A session's status in words (1 for one still running somewhere). */
export function sessionStatusText(status: Session['status'], t: SessionEndWords): string {
  switch (status) {
    case SESSION_STATUS.active:
      return t.statusActive;
    case SESSION_STATUS.finished:
      return t.statusFinished;
    case SESSION_STATUS.paused:
      return t.statusPaused;
    case SESSION_STATUS.processing:
      return t.statusProcessing;
  }
}

export function sessionDateText(iso: string, locale?: string): string {
  return new Date(iso).toLocaleString(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}
