import { setLocale, useLocale, useMessages } from '../lib/i18n/i18n';
import { localeSwitch } from './LocaleSwitch.css';
import { localeSwitchMessages } from './shell.messages';

/**
 * The language switch of the header and the mobile menu: shows the page in the other language at once and remembers
 * the choice (decision 033). Its words are in the language it switches to, with that language's lang attribute.
 */
export function LocaleSwitch() {
  const locale = useLocale();
  const t = useMessages(localeSwitchMessages);
  const other = locale === 'en' ? 'fr-CA' : 'en';
  return (
    <button type="button" className={localeSwitch} lang={other} onClick={() => void setLocale(other)}>
      {t.label}
    </button>
  );
}
