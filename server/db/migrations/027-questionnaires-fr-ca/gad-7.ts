/**
 * The GAD-7 in French, verbatim: Pfizer's French translation (PHQ Screeners, "No permission required to
 * reproduce, translate, display or distribute"), the wording also used by the Douglas Research Centre's Open Data
 * Capture (Montréal). Values are the English ones, so a French answer scores exactly as an English one.
 */
export const gad7French = {
  options: [
    { value: 0, label: 'Jamais' },
    { value: 1, label: 'Plusieurs jours' },
    { value: 2, label: 'Plus de la moitié des jours' },
    { value: 3, label: 'Presque tous les jours' },
  ],
  items: [
    "Sentiment de nervosité, d'anxiété ou de tension",
    "Incapable d'arrêter de vous inquiéter ou de contrôler vos inquiétudes",
    'Inquiétudes excessives à propos de tout et de rien',
    'Difficulté à se détendre',
    "Agitation telle qu'il est difficile de rester tranquille",
    'Devenir facilement contrarié(e) ou irritable',
    "Avoir peur que quelque chose d'épouvantable puisse arriver",
  ],
} as const;
