/** What the seeded instruments are made of, and the answer options and licence several of them share. */

export interface SeedOption {
  value: number;
  label: string;
}

export interface SeedInstrument {
  id: string;
  category: string;
  title: string;
  shortDescription: string;
  minutesToComplete: number;
  purpose: string;
  timeFrame: string;
  /** The instrument's own stem, shown above every item. */
  instructions: string;
  source: string;
  citation: string;
  licenceNote: string;
  /** Items in order; each has the instrument's own options unless it says otherwise. */
  items: ReadonlyArray<string | { text: string; options: readonly SeedOption[] }>;
  options: readonly SeedOption[];
}

export const phqOptions: readonly SeedOption[] = [
  { value: 0, label: 'Not at all' },
  { value: 1, label: 'Several days' },
  { value: 2, label: 'More than half the days' },
  { value: 3, label: 'Nearly every day' },
];

export const yesNo: readonly SeedOption[] = [
  { value: 0, label: 'No' },
  { value: 1, label: 'Yes' },
];

export const pfizerLicence =
  'Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational ' +
  'grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.';
