/**
 * The severity bands of ../shared/reference/questionnaires.md, exactly: labels lower case as the API returns them,
 * ranges inclusive on the raw total. `meaning` is the band's published reading in plain words.
 */
import type { PtestBand } from '../../src/contract/ptests';

const band = (label: string, min: number, max: number, meaning: string, title?: string): PtestBand => ({
  label,
  title: title ?? label.charAt(0).toUpperCase() + label.slice(1),
  min,
  max,
  meaning,
});

// Kroenke, Spitzer & Williams 2001: 5, 10, 15 and 20 are the cut-points of mild, moderate, moderately severe and
// severe depression; PHQ-A uses the same bands.
const phqBands: readonly PtestBand[] = [
  band('minimal', 0, 4, 'Minimal or no symptoms of depression.'),
  band('mild', 5, 9, 'Mild symptoms of depression. Watching how they change over the next weeks is reasonable.'),
  band(
    'moderate',
    10,
    14,
    'Moderate symptoms of depression. A score of 10 or more is where clinicians usually look further for major ' +
      'depression: talking with a doctor or mental health professional is a good next step.',
  ),
  band(
    'moderately severe',
    15,
    19,
    'Moderately severe symptoms of depression. Please talk with a doctor or mental health professional about ' +
      'support and treatment.',
  ),
  band(
    'severe',
    20,
    27,
    'Severe symptoms of depression. Please reach out to a doctor or mental health professional soon.',
  ),
];

export const bandsByTest: Readonly<Record<string, readonly PtestBand[]>> = {
  'phq-9': phqBands,
  'phq-a': phqBands,
  'gad-7': [
    band('minimal', 0, 4, 'Minimal anxiety symptoms.'),
    band('mild', 5, 9, 'Mild anxiety symptoms. Watching how they change over the next weeks is reasonable.'),
    band(
      'moderate',
      10,
      14,
      'Moderate anxiety symptoms. At 10 or more, the GAD-7 finds generalized anxiety disorder with 89 % ' +
        'sensitivity and 82 % specificity: a further assessment by a professional is recommended.',
    ),
    band(
      'severe',
      15,
      21,
      'Severe anxiety symptoms. Please talk with a doctor or mental health professional about support and treatment.',
    ),
  ],
  'who-5': [
    band(
      'likely depression',
      0,
      7,
      'A raw score of 7 or less (28 % or less) is likely to mean depression: a full assessment by a professional ' +
        'is recommended.',
    ),
    band(
      'poor wellbeing',
      8,
      12,
      'A raw score below 13 (under 52 %) means poor wellbeing: screening for depression is suggested.',
    ),
    band('good wellbeing', 13, 25, 'A raw score of 13 or more (52 % or more) means good wellbeing.'),
  ],
  // Australian Bureau of Statistics bands.
  k10: [
    band('low', 10, 15, 'A low level of psychological distress.'),
    band('moderate', 16, 21, 'A moderate level of psychological distress.'),
    band(
      'high',
      22,
      29,
      'A high level of psychological distress. Talking with a doctor or mental health professional is recommended.',
    ),
    band(
      'very high',
      30,
      50,
      'A very high level of psychological distress. Please reach out to a doctor or mental health professional soon.',
    ),
  ],
  // The US National Center for PTSD gives 31-33 as the cut-point range; 31 is its lower end.
  'pcl-5': [
    band('below threshold', 0, 30, 'Below the PCL-5 cut-point (31 to 33) for probable PTSD.'),
    band(
      'probable ptsd',
      31,
      80,
      'At or above the PCL-5 cut-point (31 to 33): probable PTSD. Only an assessment by a clinician can confirm it: ' +
        'please talk with a mental health professional.',
      'Probable PTSD',
    ),
  ],
  // The ASQ is read from its answers, not a sum: its bands share the "any yes" range and item 5 tells them apart.
  asq: [
    band('negative', 0, 0, 'No to all four questions: no further suicide risk screening is needed right now.'),
    band(
      'non-acute positive',
      1,
      4,
      'A yes to one of the first four questions: a positive screen. A brief suicide safety assessment by a mental ' +
        'health professional is needed soon; please talk with one, and reach out to a crisis line any time.',
      'Non-acute positive',
    ),
    band(
      'acute positive',
      1,
      4,
      'Thoughts of killing yourself right now: imminent risk. You deserve help right now: call 911 (or 988) or go ' +
        'to the nearest emergency department.',
      'Acute positive',
    ),
  ],
};
