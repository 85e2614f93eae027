/** The shape of the catalogue's lists: one list per language and age group, and a helper for lists the same for both ages. */
import type { AgeGroup } from '../../provider';
import type { Language } from '../language';

export type Voices = Record<Language, Record<AgeGroup, readonly string[]>>;
export const same = (en: readonly string[], fr: readonly string[], frAdult: readonly string[] = fr): Voices => ({
  en: { teen: en, adult: en },
  fr: { teen: fr, adult: frAdult },
});
