import { SESSION_STATUS, type Session } from '../../contract/sessions';

/** A session's status in words (1 for one still running somewhere). */
export function sessionStatusText(status: Session['status']): string {
  switch (status) {
    case SESSION_STATUS.active:
      return 'In progress';
    case SESSION_STATUS.finished:
      return 'Finished';
    case SESSION_STATUS.paused:
      return 'Paused';
    case SESSION_STATUS.processing:
      return 'Being summarised';
  }
}

export function sessionDateText(iso: string, locale?: string): string {
  return new Date(iso).toLocaleString(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}
