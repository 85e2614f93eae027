/**
 * What the offline engine understands of one message: what the person asks for (help with a topic, an exercise by
 * name, to be listened to), how they answer an offer, what they complain of, thanks and goodbyes, and what the
 * message is about (topics, feelings, the people and events named). Keyword cues read after lower-casing and
 * removing accents; never used for safety, which is the classifier's job and comes first.
 */
import { exerciseScripts, type ExerciseId } from './content/exercises';
import { topicGuides, type TopicId } from './content/topics';
import { languageOf, type Language } from './language';
import { breathingAsk, othersAdviceCue, planCue } from './own-ideas';
import { alternation, englishPeople, frenchPeople, peopleIn } from './people';

export type Feeling =
  'anxious' | 'sad' | 'angry' | 'lonely' | 'overwhelmed' | 'ashamed' | 'tired' | 'hurt' | 'numb' | 'hopeful' | 'stuck';

export type Intent =
  | 'greeting'
  | 'confused'
  | 'negative'
  | 'yes'
  | 'no'
  | 'help'
  | 'just-listen'
  | 'repeated'
  | 'not-listening'
  | 'thanks'
  | 'goodbye'
  | 'stop'
  | 'diagnosis'
  | 'medication'
  | 'is-it-normal'
  /** An everyday act the person thinks of doing themself (own-ideas.ts). */
  | 'plan'
  /** Someone else's advice about what the person should do. */
  | 'others-advice';

/** Something that happened, as Doro can name it back. */
export type EventKind =
  'fight' | 'breakup' | 'move' | 'exams' | 'job-loss' | 'loss' | 'divorce' | 'bullying' | 'new-baby';

export interface Reading {
  text: string;
  language: Language | undefined;
  intents: Set<Intent>;
  topics: TopicId[];
  /** An exercise asked for by name. */
  exercise: ExerciseId | undefined;
  feelings: Feeling[];
  /** The people named, as "best friend", "mom", "boss" (without the possessive). */
  people: string[];
  event: EventKind | undefined;
  /** Someone the person named is having a hard time ("my sister is struggling too, she calls me crying"). */
  othersStruggle: boolean;
  /** A number from 0 to 10 said alone or first. */
  rating: number | undefined;
  /** The person's first name, when they give it ("my name is Sam", "je m'appelle Léa"). */
  name: string | undefined;
  wordCount: number;
}

/** Lower case, no accents, straight apostrophes, single spaces. */
export function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

const phrases = (list: readonly string[]) => new RegExp(`(?<![a-z])(?:${alternation(list)})(?![a-z])`);

/** The hellos at the start of a message, to see what else it says. */
export const greetingWords =
  /^(?:(?:hi+|hey+|hello|hiya|yo|sup|wassup|good (?:morning|afternoon|evening)|bonjour|salut|allo|coucou|bonsoir)\b[\s,.!]*)+/;

const intentCues: Record<Intent, RegExp> = {
  plan: planCue,
  'others-advice': othersAdviceCue,
  greeting:
    /^(?:hi+|hey+|hello|hiya|yo|sup|wassup|good (?:morning|afternoon|evening)|bonjour|salut|allo|coucou|bonsoir)\b/,
  confused:
    /^(?:wait,? what|what\??$|huh|wdym|what do you mean|i don'?t understand|what\?+|\?+|hein|quoi\??$|comment ca)\b|\bwhat do you mean\b/,
  negative:
    /\b(?:sucks|suck|awful|terrible|horrible|rough|shit|shitty|crappy|the worst|so hard|really hard|painful|hurts|heavy|brutal|poche|plate|dur|difficile|nul)\b/,
  yes: /^(?:(?:hmm+|hm+|mm+|um+|uh+|well|i mean|oh)[,.]* )?(?:(?:that|this|it)(?:'?s| is)? (?:sounds (?:good|right|ok|okay|doable|like a plan)|works|could work|might work|seems (?:doable|ok|okay|good))|(?:ok |okay |yeah |ya )?bet|i'?m down|im down|down|go for it|sure thing|y|yes|yess|yeah|yea|ya|yep|yup|ok|okay|okk|k|kk|sure|please|let'?s|lets|alright|all right|go ahead|i'?ll try|sounds good|why not|fine|i guess so|oui|ouais|ok on|d'accord|dac|vas-y|allons-y|bien sur|pourquoi pas)\b(?!.*\b(?:not|no|don'?t|dont|pas)\b.*\b(?:now|today|this|ca)\b)/,
  no: /^(?:(?:hmm+|hm+|mm+|um+|uh+|well|oh)[,.]* )?(?:no|nah|nope|not (?:now|really|today|tonight|right now)|i'?d rather not|maybe later|no thanks?|non|pas (?:maintenant|vraiment|tout de suite|aujourd'hui|ce soir)|non merci|plus tard)\b|\b(?:maybe (?:later|another (?:time|day)|some other time)|another day|not (?:really )?feeling it|not rn|not up for (?:it|that)|(?:i'?ll|i will|i'?m gonna|ima) pass|pass for now|(?:i )?don'?t (?:really )?(?:feel like it|(?:wanna|want to)(?: (?:do|try) (?:it|that|this|one)|(?= *$)))|rather not|not tonight|not right now|not today|pas la tete a ca|pas envie|une autre fois|pas maintenant|don'?t have the (?:bandwidth|energy|time|headspace)|not (?:really )?(?:for me|my thing)|no thanks|une autre fois|pas ce soir|pas pour moi|non merci|pas (?:le gout|envie))\b/,
  help: /\b(?:(?:i )?(?:don'?t|dont|do not) know how to (?:help|deal|handle|cope|talk|fix|make|stop|get|tell|say)|(?:i )?(?:don'?t|dont|do not) know what to (?:say|tell|write|text|do)|what am i (?:supposed|meant) to do|what do i even do|(?:je suis|suis-je) cense(?:e)? faire|how do (?:ppl|u|you guys) (?:deal|cope|handle|get|stop)|got anything (?:for|that)|anything (?:for|that helps)|(?:could|can) use some (?:ideas|tips|help)|what(?:'s| is) the move|j'?aurais besoin de (?:trucs|conseils|idees)|what (?:(?:else|actually|even|really) )?(?:should|can|do) i (?:(?:actually|even|really) )?do|comment (?:on|je) (?:passe|fait|fais|gere|surmonte|arrete|arrive)|passer a travers|what (?:do|should|can) i (?:(?:even|actually|really) )?(?:say|tell|text|write)|what do (?:people|others|you) do|qu'?est-ce que (?:je peux|je pourrais|je devrais|j'?peux|on peut) (?:faire|dire)|comment (?:je peux|puis-je|est-ce que je peux|on peut|on fait|je fais)|quoi (?:faire|dire)|is there (?:a|any) way|(?:any|some|other) ways? to|what can i try|anything i can do|help with|need help|what can i do|any (?:tips|advice|ideas)|tips?|advice|help me|can you help|could you help|how (?:do|can|should) (?:i|you|we|one|people)|how does (?:one|someone|anyone)|how to (?:stop|cope|deal|handle|get|calm|sleep|focus|make)|what would help|what helps|what might help|give me (?:an? )?(?:exercise|idea|tip)|ideas?|strategies|que faire|quoi faire|des conseils|un conseil|aide[- ]moi|comment (?:je fais|faire|arreter|gerer)|des trucs|as-tu des idees)\b/,
  'just-listen':
    /\b(?:(?:don'?t|do not) (?:give me|want|need) (?:a list of |any |more )?(?:tips|advice|solutions|ideas)|not looking for (?:advice|tips|solutions)|just need (?:to (?:talk|vent|say it)|someone to (?:listen|hear))|(?:i )?just (?:want|need|wanna) to talk(?: about (?:it|him|her|them|this))?(?=,? not| and not| without|[.!]*$)|not (?:do |doing )?(?:exercises|tips|advice)|don'?t want (?:to do )?(?:exercises|an exercise)|just (?:listen|want to vent|need to vent|wanna vent|need someone to listen|want someone to listen)|(?:can|could) you (?:just )?listen|i don'?t want (?:advice|tips|solutions|to fix it)|no advice|don'?t give me advice|just need to (?:talk|vent)|(?:just )?let me (?:just )?(?:talk|vent)(?= *(?:[.,;!]|$))|(?:don'?t|do not) need (?:fixing|to be fixed|you to fix (?:it|me|this))|(?:laisse|laissez)[- ]moi (?:juste )?(?:parler|ventiler)|juste (?:m'?ecouter|ecouter|ventiler|parler)|m'?ecouter juste|ecoute[- ]moi juste|pas de conseils?|je veux juste parler)\b/,
  repeated:
    /\b(?:(?:vous|tu) me redi(?:tes|s) la meme|la meme (?:affaire|chose|question) que tantot|you'?re repeating (?:yourself)?|you said the same|you (?:already|just) (?:asked|said) (?:me )?(?:that|this)|you asked (?:me )?(?:that|this) (?:already|before)|you said that (?:already|before)|same question|stop (?:repeating|asking)|you keep (?:asking|saying)|deja demande|tu (?:repetes|repete)|meme question)\b/,
  'not-listening':
    /\b(?:did (?:you|u) (?:even )?read|(?:you|u)'?(?:re| are|r)? not (?:really |even )?(?:hearing|getting) me|not (?:really )?hearing me|t'?ecoutes? pas|vous (?:ne )?m'?ecoutez pas|are you (?:even |really |actually )?listening|you'?re not (?:even |really |actually )?listening|you (?:are not|aren'?t) (?:even |really |actually )?listening|tu m'?ecoutes(?:-tu)? (?:vraiment|pas|meme pas)|you don'?t (?:get|understand) (?:it|me)|that'?s not what i (?:said|meant)|did you (?:even )?read|you'?re not getting it|tu m'?ecoutes (?:pas|meme pas)|tu comprends rien|c'?est pas ce que j'?ai dit)\b/,
  thanks:
    /\b(?:thanks?|thank you|thank u|thanku|thx|ty|tysm|appreciate (?:it|you|that)|merci|th(?:at|is|ese) (?:helped|helps)|that (?:really |kinda |actually )?helps|helpful|ca aide|ca m'?aide)\b/,
  goodbye:
    /^peace(?: out)?\b|^(?:good )?night\b|\b(?:gtg|g2g|buenas noches|(?:gonna|going to|i'?m going to) (?:try to )?(?:sleep|bed)|i'?ll (?:go|head|get) (?:to )?(?:bed|sleep)|(?:go|head) to (?:bed|sleep) now|i'?ll let you go|heading (?:to bed|off|out)|bonne soiree)\b|(?<!maybe |plus |for )\blater[.!]*$|\b(?:take care|bonne (?:soiree|journee|fin de semaine)|got(?:ta| to) (?:get back|run|head)|bye|goodbye(?! to)|good ?night|gotta go|i'?m out|im out|peace out|cya|laters|night night|got to go|have to go|need to go|i'?m going to (?:go|sleep|bed)|talk (?:to you )?later|ttyl|see you|see ya|that'?s all for (?:today|now)|logging off|bonne nuit|a plus|a la prochaine|bye bye|je dois (?:y aller|partir)|je vais me coucher)\b/,
  stop: /^(?:stop|ok stop|please stop|enough)\b|\b(?:can we stop|this (?:isn'?t|is not) (?:helping|working)|not helping|i don'?t want to do (?:this|that|it)(?: anymore)?|let'?s stop|i want to stop|i'?d like to stop|arrete(?:z)? ca|ca m'?aide pas|on arrete)\b/,
  diagnosis:
    /\b(?:do i have|am i|could i have|i think i have|is it|est-ce que j'?ai)\b.*\b(?:depress\w*|bipolar|adhd|add|ocd|ptsd|autis\w*|anxiety disorder|borderline|bpd|schizo\w*|eating disorder|anorexi\w*|bulimi\w*|disorder|mentally ill|tdah|trouble)\b|\bdiagnose me\b|\b(?:get|be|being) (?:diagnosed|assessed)\b/,
  'is-it-normal':
    /\b(?:is (?:that|it|this) (?:weird|normal|ok|okay|bad|wrong|strange)|am i (?:weird|normal|crazy|overreacting|being dramatic)|is something wrong with me|c'?est (?:normal|bizarre|grave)|est-ce (?:que c'?est )?normal|suis-je normal\w*)\b/,
  medication:
    /\b(?:meds|medication|medicine|pills?|antidepressants?|ssri|sertraline|zoloft|prozac|fluoxetine|lexapro|xanax|adderall|ritalin|concerta|melatonin|benzo\w*|dose|dosage|mg|prescription|medicament\w*)\b.*\b(?:should|can|could|how (?:much|many)|stop|quit|start|take|increase|double|skip|switch|is it ok|safe|devrais|arreter)\b|\b(?:should|can|could) i (?:stop|quit|start|take|increase|double|skip|switch|come off|go off) (?:(?:my|the|taking|on|off) ){0,2}(?:meds|medication|medicine|pills?|dose|dosage|antidepressants?|ssri|sertraline|zoloft|prozac|fluoxetine|lexapro|escitalopram|citalopram|xanax|adderall|ritalin|concerta|vyvanse|melatonin|wellbutrin|effexor|seroquel|lithium)\b/,
};

const feelingCues: Record<Feeling, RegExp> = {
  anxious:
    /\b(?:anxi\w*|worr\w*|nervous|scared|afraid|fear\w*|on edge|stress\w*|tense|uneasy|dread\w*|panick?\w*|freak\w* out|heart (?:is )?(?:race|races|racing|pound\w*)|stresse\w*|angoiss\w*|inquiet\w*|capot\w*|peur)\b/,
  sad: /\b(?:sad|(?<!\b(?:sat|calm|slow|put|let|shut|turn|turned|write|wrote|settle|settled|lie|lay|sit|calmed|slowed|back|up and) (?:\w+ )?)(?<!\bi'?m )down(?! (?:to|for|with|the|a) )|low|depress\w*|cry\w*|cried|tears|miserable|heartbroken|unhappy|blue|triste|bad day|pleur\w*|deprime\w*|miss(?:ing)? (?:her|him|them|my \w+|(?:his|her|their) \w+|us|how)|(?:il|elle) me manque)\b/,
  angry:
    /\b(?:angry|mad(?! at me)|furious|pissed|annoyed|frustrat\w*|irritat\w*|rage|fed up|hate (?:it|this|him|her|them)|en colere|fache\w*|tanne\w*|enrage\w*)\b/,
  lonely:
    /\b(?:lonely|alone|isolated|no friends|no one to talk|left out|nobody (?:gets|understands)|seul\w*|isole\w*)\b/,
  overwhelmed:
    /\b(?:overwhelm\w*|too much|swamped|drowning|can'?t cope|so much to do|buried|burn(?:ed|t)? ?out|debord\w*|trop)\b/,
  ashamed:
    /\b(?:should(?:'?ve| have) (?:called|been|done|said|seen|known|noticed|visited|gone|stayed|listened|told|tried|stopped)|(?:it'?s|its|it was) (?:all )?my fault|j'?aurais (?:du|pu)|c'?est (?:de )?ma faute|ashamed|shame|embarrass\w*|guilty|guilt|humiliat\w*|stupid|failure|worthless|pathetic|idiot|honte|coupable|nul(?:le)?)\b/,
  tired:
    /\b(?:tired|exhausted|long day|long night|long week|drained|no energy|worn out|sleepy|fatigue\w*|epuise\w*|brule\w*|creve\w*)\b/,
  hurt: /\b(?:(?:not|never) good enough|nothing i do is (?:ever )?(?:good enough|right|enough)|hurt\w*|betrayed|let down|rejected|ignored|abandoned|blessé\w*|blesse\w*|trahi\w*)\b/,
  numb: /\b(?:numb|empty|nothing matters|don'?t feel anything|feel nothing|blah|meh|vide)\b/,
  hopeful:
    /\b(?:better|hopeful|good news|relieved|proud|excited|looking forward|happy|glad|mieux|content\w*|fier|fiere)\b/,
  stuck:
    /\b(?:stuck(?! (?:at|in|on|behind|inside) (?:work|traffic|school|the office|the car|home|a meeting|class|the airport|line|a queue|the hospital|the bus|the train)\b)|lost|confused|(?:don'?t|do not) know what to do|no idea what to do|bloque\w*|perdu\w*|sais pas quoi faire)\b/,
};

const eventCues: Array<[EventKind, RegExp]> = [
  [
    'breakup',
    /\b(?:broke up|break ?up|breakup|dumped|split up|left me|(?:partner|wife|husband|girlfriend|boyfriend|gf|bf|fiance|fiancee|she|he)(?: of \w+ years)? (?:\w+ ){0,3}moved out|rupture|laisse\w*|m'?a laisse)\b/,
  ],
  [
    'fight',
    /\b(?:fight|fought|argument|argued|falling[- ]out|fell out|not talking|stopped talking|won'?t talk to me|ghost\w*|chican\w*|dispute|engueul\w*|fache\w* contre|(?:me|nous|se|lui) parl\w* (?:pu|plus)|m'?ignor\w*)\b/,
  ],
  [
    'move',
    // Someone else moving out ("my dad is moving out next week") is their move, not the person's.
    /\b(?:(?<!\b(?:he|she|they|(?:my|his|her|our|their) \w+)(?: (?:is|was|are|were|just|already|will be|'s|'re))? )(?:moved|moving)|(?:moved|moving) (?!out\b)|new school|new city|new town|new country|demenag\w*|nouvelle ecole)\b/,
  ],
  ['exams', /\b(?:exams?|tests?|midterms?|finals|quiz|assignment|deadline|examens?)\b/],
  ['job-loss', /\b(?:fired|laid off|lost my job|let go|perdu mon (?:job|emploi)|mis a pied)\b/],
  [
    'loss',
    /\b(?:passed away|died|death|funeral|put (?:him |her |it )?(?:down|to sleep)|(?:say|said) goodbye to (?:our|my) (?:dog|cat|pet)|lost my (?:mom|dad|mother|father|grandma|grandpa|dog|cat|friend|brother|sister)|deces|decede\w*|funerailles)\b/,
  ],
  ['divorce', /\b(?:divorc\w*|separat\w*)\b/],
  ['bullying', /\b(?:bull(?:y|ied|ies|ying)|picking on me|intimid\w*|harcel\w*)\b/],
  ['new-baby', /\b(?:new ?born|new baby|the baby|bebe|nouveau-ne)\b/],
];

/**
 * What someone else feels, said of them ("my partner is annoyed that I'm never home", "she was furious"), up to the
 * end of the clause: it is theirs, so Doro does not tell the person they feel it.
 */
const othersFeeling = new RegExp(
  `\\b(?:(?:my|his|her|their|our) (?:${alternation(englishPeople)})|he|she|they)(?: (?:(?:just |totally |completely )?(?:freak\\w*|panick\\w*|flipped|lost it|blew up|yell\\w*|scream\\w*|snapp\\w*|worries|worried|stresses|stressed)|is|was|are|were|(?:will |would |might |'ll |'d )?thinks?|seems|seemed|gets|got|feels|felt|keeps|kept|starts|started|has been|had been|won't stop|can't stop|cries|cried|(?:calls|called|texts|texted|comes to|came to) me)|'s|'re)\\b[^.,;!?]*?(?=\\b(?:and|but|so)\\b|[.,;!?]|$)`,
  'g',
);

/** The same in French: "ma sœur pleure tout le temps", "elle m'appelle en pleurant", "ma mère est stressée". */
const othersFeelingFrench = new RegExp(
  `\\b(?:(?:mon|ma|mes) (?:${alternation(Object.keys(frenchPeople))})|il|elle|ils|elles)(?: (?:est|etait|sont|etaient|a|avait|ont|a l'air|semble|semblait|pleure\\w*|capot\\w*|stress\\w*|s'inquiet\\w*|m'appel\\w*|me texte\\w*|me parl\\w*|trouve|trouvait|file|filait|va|allait))\\b[^.,;!?]*?(?=\\b(?:et|mais|pis|alors|fait que|donc)\\b|[.,;!?]|$)`,
  'g',
);

const topicMatchers: Array<[TopicId, RegExp]> = Object.values(topicGuides).map((guide) => [
  guide.id,
  phrases(guide.cues),
]);
const exerciseMatchers: Array<[ExerciseId, RegExp]> = Object.values(exerciseScripts).map((script) => [
  script.id,
  phrases(script.cues),
]);

/** What happened says what it is about, when the words of a topic do not: a breakup is a breakup. */
const eventTopics: Partial<Record<EventKind, TopicId>> = {
  fight: 'conflict',
  breakup: 'breakup',
  loss: 'grief',
  bullying: 'bullying',
  exams: 'exam-stress',
};

/** Topics a feeling word alone can name ("sad", "worried", "mad"): what happened, when named, says more. */
const broadTopics: readonly TopicId[] = ['low-mood', 'worry', 'anger', 'burnout'];

/** `own`: the message without what others feel, where a feeling word alone names a broad topic. */
function topicsOf(message: string, own: string): TopicId[] {
  const found = topicMatchers
    .filter(([id, pattern]) => pattern.test(broadTopics.includes(id) ? own : message))
    .map(([id]) => id);
  const topics = [
    ...found.filter((id) => !broadTopics.includes(id)),
    ...found.filter((id) => broadTopics.includes(id)),
  ];
  const event = eventCues.find(([, pattern]) => pattern.test(message))?.[0];
  const fromEvent = event ? eventTopics[event] : undefined;
  return fromEvent && !topics.includes(fromEvent) ? [...topics, fromEvent] : topics;
}

const nameSaid =
  /\b(?:my name is|my name's|my names|name's|i'?m called|je m'?appelle|mon nom est|mon nom c'?est)\s+(\p{L}[\p{L}'-]{1,20})/iu;
const notNames = /^(?:not|a|an|the|so|too|very|kind|pretty|really|just|pas|un|une|le|la|vraiment)$/i;

/** The first name a person gives, capitalised: "my name is sam" gives "Sam". */
function nameOf(text: string): string | undefined {
  const name = nameSaid.exec(text)?.[1];
  if (!name || notNames.test(name)) return undefined;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export function understand(text: string): Reading {
  const message = plain(text);
  const intents = new Set<Intent>(
    (Object.keys(intentCues) as Intent[]).filter((intent) => intentCues[intent].test(message)),
  );
  // A yes that asks for something else ("yes but can you just listen") is that something.
  if (intents.has('just-listen')) intents.delete('help');
  if (intents.has('others-advice')) intents.delete('plan');
  const ownWords = message.replace(othersFeeling, ' ').replace(othersFeelingFrench, ' ');
  const othersWords = [...(message.match(othersFeeling) ?? []), ...(message.match(othersFeelingFrench) ?? [])].join(
    ' ',
  );
  const rating = /^(?:(?:maybe|about|like|around|probably|i'?d say|a|un|une)\s+)?(10|[0-9])\b/.exec(message)?.[1];
  return {
    text,
    language: languageOf(text),
    intents,
    topics: topicsOf(message, ownWords),
    exercise:
      exerciseMatchers.find(([, pattern]) => pattern.test(message))?.[0] ??
      (breathingAsk.test(message) ? 'box-breathing' : undefined),
    feelings: (Object.keys(feelingCues) as Feeling[]).filter((feeling) => feelingCues[feeling].test(ownWords)),
    people: peopleIn(message),
    event: eventCues.find(([, pattern]) => pattern.test(message))?.[0],
    othersStruggle:
      othersWords !== '' &&
      (/\b(?:struggl\w*|hard time|rough time|not (?:ok|okay|doing (?:well|great|good))|going through (?:a lot|it)|de la misere|moment difficile|(?:va|file) pas (?:bien|fort)|pleur\w*)\b/.test(
        othersWords,
      ) ||
        (['sad', 'anxious', 'overwhelmed', 'hurt'] as const).some((feeling) => feelingCues[feeling].test(othersWords))),
    rating: rating === undefined ? undefined : Number(rating),
    name: nameOf(text),
    wordCount: message.split(' ').filter(Boolean).length,
  };
}
