/**
 * What no reply from any provider may say (reference/safety.md point 6, California AB 489, Illinois HB 1806), as
 * pattern tables over normalised text (normalise.ts: lower case, "i am" for "I'm", repeated letters squeezed).
 * Each violation has the one supportive line that replaces the sentence that broke the rule.
 */
import { compilePattern } from './normalise';

export type GuardViolation =
  'self-harm-method' | 'claims-human' | 'claims-professional' | 'sexual-content' | 'diagnosis' | 'medication-advice';

export interface GuardRule {
  violation: GuardViolation;
  patterns: readonly RegExp[];
  /** A sentence that also says this is a refusal or a referral, not the thing itself ("I can't diagnose…"). */
  unless?: RegExp;
}

const drugs = String.raw`(?:medication|medications|meds|medicine|pills|tablets|antidepressants?|ssris?|dose|dosage|prozac|zoloft|sertraline|fluoxetine|lexapro|escitalopram|citalopram|paxil|xanax|ativan|lorazepam|valium|diazepam|klonopin|adderall|ritalin|concerta|lithium|melatonin|benadryl|ibuprofen|advil|tylenol|acetaminophen|paracetamol|sleeping pills|seroquel|quetiapine|wellbutrin|bupropion|abilify|effexor|venlafaxine|cymbalta|st johns wort|cbd|weed|alcohol)`;
const conditions = String.raw`(?:clinical depression|major depression|depression|depressive disorder|bipolar(?: disorder)?|bpd|borderline(?: personality disorder)?|ptsd|c ptsd|ocd|adhd|add|an anxiety disorder|anxiety disorder|generalized anxiety disorder|gad|panic disorder|social anxiety disorder|schizophrenia|an eating disorder|eating disorder|anorexia|bulimia|binge eating disorder|autism|psychosis|a personality disorder|personality disorder|a mental illness|a mental disorder|a disorder|dissociative identity disorder|insomnia)`;

const jumpPlaces = String.raw`(?:bridges?|buildings?|rooftops?|roofs?|cliffs?|towers?|overpass(?:es)?|parking garages?|balcony|balconies|ledges?|high rises?|skyscrapers?|top floors?|viaducts?|dams?|train tracks|railway tracks|platforms?)`;

const ruleTable: readonly GuardRule[] = [
  {
    violation: 'self-harm-method',
    patterns: [
      /(?:lethal|fatal|deadly|toxic|overdose) (?:dose|amount|quantity|level)/,
      /(?:painless|quick|quickest|fastest|easiest|surest|most effective|most lethal|best) (?:way|ways|method|methods) (?:to|of) (?:die|dying|end|kill|commit|hurt|harm|cut|overdose)/,
      /how to (?:kill yourself|hang yourself|overdose|end your life|tie a noose|cut (?:yourself|deeper)|slit)/,
      /noose|ligature|hang yourself|hanging yourself|strangle yourself|suffocate yourself|tie (?:a |the )?(?:rope|belt|cord|knot) (?:around|to)/,
      /cut (?:along|down|vertically|lengthwise|deep|deeper|across) (?:the |your )?(?:wrist|wrists|vein|veins|artery|arm|arms)|along the (?:vein|veins|artery)|(?:wrist|wrists|vein|veins|artery|arteries) (?:vertically|lengthwise|deep enough)|bleed out|sharpen (?:a|the|your) (?:blade|razor)/,
      /\d+ ?(?:m|meters?|metres?|feet|ft|stories|storeys|floors) (?:high|tall|up|drop|fall|or more|or higher)? ?(?:is|would be|will be|are)? ?(?:enough|fatal|lethal|deadly|to die|to kill)|(?:fall|jump|drop) from (?:\w+ ){0,3}(?:\d+|high enough)|high enough to (?:die|kill)|(?:fatal|lethal|deadly) (?:fall|height|drop|jump)/,
      /\d+ ?(?:mg|milligrams|grams|g|pills|tablets|capsules) (?:\w+ ){0,3}(?:is|are|would be|will|can be|could be) (?:enough|fatal|lethal|deadly|to die|to kill|an overdose)/,
      /(?:carbon monoxide|helium|exhaust fumes|antifreeze|bleach|rat poison|cyanide) (?:\w+ ){0,4}(?:kill|die|death|fatal|lethal|overdose|painless)|(?:overdose|od) on (?:your |some |a |the )?/,
      /you (?:could|can|might|should) (?:just )?(?:jump|hang|overdose|cut|kill|drown|end it)/,
      // Places and heights to jump from: a location suited to a fall is a method too.
      new RegExp(
        String.raw`(?:high|tall|far|steep|big|deep) enough (?:to|for) (?:(?:a |an )?(?:jump|jumping|leap|fall|falling|drop|fatal|deadly|lethal)|die|kill|be fatal|be lethal|end it)|enough (?:of a|height for a) (?:drop|fall)`,
      ),
      new RegExp(
        String.raw`(?:good|best|ideal|perfect|easy|easiest|popular|common|quiet|secluded|known) (?:place|places|spot|spots|location|locations|${jumpPlaces}) (?:to|for) (?:jump|jumping|leap|die|dying|end it|a fall)`,
      ),
      new RegExp(
        String.raw`(?:jump|jumping|leap|leaping|fall|falling|drop) (?:from|off) (?:\w+ ){0,4}(?:would|will|is|could|can|should) (?:\w+ )?(?:kill|be fatal|be lethal|be deadly|be enough|do it|end it)`,
      ),
      new RegExp(
        String.raw`${jumpPlaces} (?:\w+ ){0,5}(?:has |have |with )?(?:no|low|without (?:a |any )?|missing|easy to climb(?: over)?(?: the)?|a gap in the) (?:railing|railings|fence|fences|barrier|barriers|guardrail|guardrails|nets?|suicide barrier)`,
      ),
      new RegExp(
        String.raw`${jumpPlaces} (?:\w+ ){0,4}(?:is|are|stands|rises|reaches|measures|at|sits) (?:about |around |roughly |over |nearly |approximately |some |almost |more than |just under )?\d+ ?(?:m|meters|metres|feet|ft|stories|storeys|floors)(?: high| tall| up| above| drop)?`,
      ),
      new RegExp(
        String.raw`(?:tallest|highest|nearest|closest) (?:\w+ )?${jumpPlaces} (?:near you|nearby|near|around|in|close|is|are|would)`,
      ),
      /(?:trains?|freight trains?|express) (?:\w+ ){0,3}(?:pass|passes|come through|comes through|go by|goes by|run|runs) (?:\w+ ){0,4}(?:every \d+|at \d+|at night|around \d+|without stopping|at full speed)/,
    ],
    unless: compilePattern(
      /(?:cannot|can not|will not|wont|would not|not going to|never|not able to|unable to|refuse to|do not) (?:\w+ ){0,2}(?:share|tell|give|help (?:you )?with|provide|explain|describe|talk about|list|discuss)/,
    ),
  },
  {
    violation: 'claims-human',
    patterns: [
      /i am (?:a |an )?(?:real |actual |living |flesh and blood |regular )?(?:human|person|woman|man|girl|guy|human being|people)(?! (?:coach|helper))/,
      /i am not (?:an? |just an? |really an? )?(?:ai|a i|bot|robot|chatbot|chat bot|machine|computer|program|computer program|language model|llm|artificial intelligence)/,
      /(?:as a|like any|i am a fellow) (?:human|person|human being)|(?:we|us) humans|i am human too|i (?:have|got) a (?:body|family|wife|husband|kids|mom|dad)|when i was (?:a kid|your age|a teenager|in school|young)/,
      /(?:there is|there s) a (?:real )?(?:person|human|human being) (?:here|behind|typing|on the other)/,
    ],
  },
  {
    violation: 'claims-professional',
    patterns: [
      /i am (?:a |an |your )?(?:licensed |certified |registered |qualified |trained |clinical |professional |board certified )?(?:therapist|psychologist|psychiatrist|doctor|physician|counsel?lor|social worker|nurse|psychotherapist|clinician|mental health professional|professional|md)/,
      /as (?:a|your) (?:therapist|psychologist|psychiatrist|doctor|physician|counsel?lor|clinician|psychotherapist|mental health professional)(?! (?:would|might|could|can|may))/,
      /i am (?:licensed|certified|qualified|trained) (?:to|as|in)|in my (?:clinical|professional|medical) (?:opinion|experience|judgement|judgment|practice)|my (?:patients|clients|practice|license|licence)|(?:our|this|your|in) therapy (?:session|sessions)|(?:i|we) (?:can|will) (?:provide|offer|do) therapy/,
    ],
  },
  {
    violation: 'sexual-content',
    patterns: [
      /(?:have|having|had) sex|sexual(?:ly)? (?:positions?|fantas(?:y|ies)|acts?|intercourse|pleasure|desires?|experience)|intercourse|orgasm|masturbat\w*|porn\w*|erotic\w*|genitals?|penis|vagina|clitoris|breasts?|boobs|nipples?/,
      /(?:make|making|made) love|turns? (?:me|you) on|turned (?:me|you) on|horny|aroused|arousal|foreplay|sexy|seduc\w*|naked|nude|nudes|undress\w*|strip (?:for|down)|in bed with|(?:touch|touching|caress|caressing|kiss|kissing) (?:yourself|myself|your body|my body|you all over|you passionately|your neck|your lips)/,
    ],
  },
  {
    violation: 'diagnosis',
    patterns: [
      new RegExp(
        String.raw`you (?:have|probably have|definitely have|clearly have|likely have|might have|may have|seem to have|could have|are suffering from|suffer from|are showing signs of|show signs of|meet the criteria for|fit the criteria for) ${conditions}`,
      ),
      /you are (?:clinically depressed|bipolar|schizophrenic|psychotic|autistic|anorexic|bulimic|a narcissist|borderline|manic|mentally ill|obsessive compulsive)/,
      new RegExp(
        String.raw`(?:sounds|looks|seems) like (?:you have |classic |textbook |a case of |a clear case of )${conditions}|(?:this|that|it|what you describe) (?:is|sounds like|looks like) (?:classic |textbook )?${conditions}|(?:i|my) diagnos\w*|you meet the criteria|diagnosis is`,
      ),
    ],
    unless: compilePattern(
      /(?:cannot|can not|not able to|unable to|will not|do not|not) (?:\w+ ){0,2}(?:diagnose|diagnosis|tell you (?:if|whether)|say (?:if|whether))|only a (?:doctor|professional|psychologist|psychiatrist)|(?:if|whether) you (?:have|might have|are)/,
    ),
  },
  {
    violation: 'medication-advice',
    patterns: [
      new RegExp(
        String.raw`(?:take|taking|try|trying|start|starting|stop|stopping|quit|quitting|increase|increasing|decrease|decreasing|lower|lowering|raise|double|doubling|skip|skipping|come off|coming off|wean off|cut back on|switch|switching|mix|mixing|combine) (?:your |the |some |a |an |more |less |any |extra |two |2 |a few )?(?:\w+ )?${drugs}`,
      ),
      /\d+(?:\.\d+)? ?(?:mg|milligrams|mcg|micrograms|ml|milliliters|millilitres|units)/,
      /(?:ask|asking) (?:your doctor )?for (?:a prescription|prescribed|some|a higher|a lower)|(?:you should|you could|you might want to|try to) get (?:a prescription|prescribed|on meds|on medication)|(?:you do not|you dont) need (?:your |the )?(?:meds|medication|medicine|pills)/,
    ],
    unless: compilePattern(
      /(?:talk|speak|check|consult|ask|see|call) (?:\w+ ){0,2}(?:doctor|doctors|pharmacist|prescriber|psychiatrist|nurse|gp|physician|health professional|care team)|(?:doctor|pharmacist|prescriber|psychiatrist) (?:can|could|should|will) /,
    ),
  },
];

export const guardRules: readonly GuardRule[] = ruleTable.map((rule) => ({
  ...rule,
  patterns: rule.patterns.map(compilePattern),
}));

/** The line that stands in for a sentence that broke each rule: supportive, and pointing to real help. */
export const replacementLines: Record<GuardViolation, string> = {
  'self-harm-method':
    "I can't help with that, because your safety matters to me. If you're thinking about hurting yourself, please call or text 988 now, or call 911 if you're in danger.",
  'claims-human': "To be clear, I'm Doro, an AI coach, not a human.",
  'claims-professional':
    "To be clear, I'm an AI coach, not a therapist or a licensed professional. A doctor or counsellor can give you professional care.",
  'sexual-content':
    "That's not something I can talk about. I'm here to support you, and if someone is making you uncomfortable, you can call or text 988 or Kids Help Phone at 1-800-668-6868.",
  diagnosis:
    "I can't diagnose anything, but a doctor or mental-health professional can help you understand what you're going through.",
  'medication-advice':
    "I can't give advice about medication. Please talk with a doctor or pharmacist before starting, stopping or changing any medicine.",
};

/** After these, the rest of the reply is not trusted either: the stream ends with the replacement line. */
export const replyEndingViolations: ReadonlySet<GuardViolation> = new Set(['self-harm-method', 'sexual-content']);
