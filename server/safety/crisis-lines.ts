/**
 * The crisis lines a crisis pause refers a person to (reference/safety.md, the lines the crisis card shows:
 * src/ui/CrisisCard.tsx), chosen by where they live: Canada and the US share 988 and 911; Canada adds Kids Help
 * Phone, Quebec its own line in French; anywhere else, or a place not known, gets the helpline directory (and, not
 * known, the Canadian and US lines too). Imminent danger puts the emergency number first.
 */
import type { CrisisLevel, CrisisLine } from '../../src/contract/crisis';
import type { Jurisdiction } from '../law/jurisdictions';

const emergency: CrisisLine = { name: 'Emergency services (Canada and the US)', call: '911' };
const line988: CrisisLine = { name: '9-8-8 Suicide Crisis Helpline (Canada and the US)', call: '988', text: '988' };
const kidsHelpPhone: CrisisLine = {
  name: 'Kids Help Phone (young people in Canada)',
  call: '1-800-668-6868',
  text: '686868',
};
const quebec: CrisisLine = { name: 'Suicide prevention line in Quebec (1-866-APPELLE)', call: '1-866-277-3553' };
const directory: CrisisLine = {
  name: 'Helplines in every country (findahelpline.com)',
  url: 'https://findahelpline.com',
};

/** The lines for a person in `jurisdiction`, in the order to show them. */
export function crisisLinesFor(jurisdiction: Jurisdiction, level: CrisisLevel): CrisisLine[] {
  const northAmerica = jurisdiction === 'unknown' || jurisdiction === 'US' || jurisdiction.startsWith('US-');
  const canada = jurisdiction === 'unknown' || jurisdiction === 'CA' || jurisdiction === 'CA-QC';
  if (!northAmerica && !canada) return [directory];
  const lines = [
    line988,
    ...(jurisdiction === 'CA-QC' ? [quebec] : []),
    ...(canada ? [kidsHelpPhone] : []),
    ...(jurisdiction === 'unknown' ? [directory] : []),
  ];
  return level === 'imminent' ? [emergency, ...lines] : [lines[0] as CrisisLine, emergency, ...lines.slice(1)];
}
