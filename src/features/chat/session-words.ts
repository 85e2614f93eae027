import type { Session } from '../../contract/sessions';

/** A session's status in words (spec point 4's codes, and 1 for one still running somewhere). */
export function sessionStatusText(status: Session['status']): string {
  switch (status) {
    case 1:
      return 'In progress';
    case 2:
      return 'Finished';
    case 5:
      return 'Paused';
    case 6:
      return 'Being summarised';
  }
}

export function sessionDateText(iso: string, locale?: string): string {
  return new Date(iso).toLocaleString(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}
