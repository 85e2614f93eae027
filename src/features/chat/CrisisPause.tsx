import { useEffect, useId, useRef } from 'react';
import type { CrisisLine } from '../../contract/crisis';
import type { CrisisPause as Pause } from '../../machines/chat.types';
import { fill, useLocale, useMessages } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import { visuallyHidden } from '../../ui/VisuallyHidden.css';
import { chatPageMessages } from './chat-page.messages';
import * as styles from './CrisisPause.css';

/** tel: and sms: take the digits of a number written for people ('1-800-668-6868'). */
const digits = (number: string) => number.replace(/[^\d+]/g, '');

function LineLinks({ line }: { line: CrisisLine }) {
  const t = useMessages(chatPageMessages);
  const locale = useLocale();
  return (
    <span className={styles.actions}>
      {line.call ? (
        <a className={styles.action} href={`tel:${digits(line.call)}`}>
          {fill(locale, t.callLine, { number: line.call })}
        </a>
      ) : null}
      {line.text ? (
        <a className={styles.action} href={`sms:${digits(line.text)}`}>
          {fill(locale, t.textLine, { number: line.text })}
        </a>
      ) : null}
      {line.url ? (
        <a className={styles.action} href={line.url} target="_blank" rel="noopener noreferrer">
          {new URL(line.url).hostname}
          <span className={visuallyHidden}>{t.opensInNewTab}</span>
        </a>
      ) : null}
    </span>
  );
}

/**
 * The crisis pause (where the law asks it, server/chat/crisis-pause.ts): the conversation stops with the crisis lines
 * for where the person lives, first thing on the screen and in the focus, until they choose to go on. Not a dialog:
 * the help stays in the page with the conversation above it, and nothing has to be closed to reach a number.
 */
export function CrisisPause({ pause, goingOn, onGoOn }: { pause: Pause; goingOn: boolean; onGoOn: () => void }) {
  const t = useMessages(chatPageMessages);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The focus moves here when the pause begins, so a screen reader says it and a keyboard starts from the lines; the
  // page brings its top into view (the heading, and 911 first when the danger is imminent).
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.closest('section')?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <section className={styles.panel} aria-labelledby={headingId} data-crisis-pause={pause.level}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        {t.pauseTitle}
      </h2>
      {pause.level === 'imminent' ? <p className={styles.emergency}>{t.pauseDanger}</p> : null}
      <p className={styles.text}>{t.pauseText}</p>
      <ul className={styles.lines}>
        {pause.lines.map((line) => (
          <li key={line.name}>
            {line.name}
            <LineLinks line={line} />
          </li>
        ))}
      </ul>
      <div className={styles.goOn}>
        <p className={styles.text}>{t.pauseGoOnText}</p>
        <Button onClick={onGoOn} aria-disabled={goingOn || undefined}>
          {goingOn ? t.oneMoment : t.safeToGoOn}
        </Button>
      </div>
    </section>
  );
}
