/**
 * What the offline engine notices in a message: plain keyword cues, read after lower-casing and removing accents.
 * They choose the reflection, the question and the exercise; they are never used for safety, which is the
 * classifier's job (server/safety) and comes first.
 */

export type Emotion = 'anxious' | 'sad' | 'angry' | 'lonely' | 'overwhelmed' | 'ashamed' | 'tired' | 'hopeful' | 'numb';

export type Topic =
  | 'sleep'
  | 'school'
  | 'work'
  | 'family'
  | 'relationship'
  | 'friends'
  | 'health'
  | 'money'
  | 'grief'
  | 'procrastination'
  | 'self-criticism'
  | 'change'
  | 'panic';

/** Patterns per emotion. Words, not sentences: the message may be slang, typo-ridden or short. */
const emotionCues: Record<Emotion, RegExp> = {
  anxious: /\b(anxi\w*|worr\w*|nervous|scared|afraid|fear\w*|on edge|stress(ed)?|tense|uneasy|dread\w*|stresse)\b/,
  sad: /\b(sad|down|low|depress\w*|cry\w*|cried|tears|miserable|heartbroken|unhappy|blue|triste|bad day)\b/,
  angry: /\b(angry|mad|furious|pissed|annoyed|frustrat\w*|irritat\w*|rage|hate it|fed up|en colere)\b/,
  lonely: /\b(lonely|alone|isolated|no friends|no one to talk|left out|nobody (gets|understands)|seul\w*)\b/,
  overwhelmed:
    /\b(overwhelm\w*|too much|swamped|drowning|can'?t cope|so much to do|buried|burn(ed|t)? ?out|debord\w*)\b/,
  ashamed: /\b(ashamed|shame|embarrass\w*|guilty|guilt|humiliat\w*|stupid|failure|worthless|pathetic|idiot|honte)\b/,
  tired: /\b(tired|exhausted|drained|no energy|worn out|sleepy|fatigue\w*|fatigu\w*|epuise\w*)\b/,
  hopeful: /\b(better|hopeful|good news|relieved|proud|excited|looking forward|happy|glad|mieux)\b/,
  numb: /\b(numb|empty|nothing matters|don'?t feel anything|feel nothing|blah|meh|vide)\b/,
};

const topicCues: Record<Topic, RegExp> = {
  sleep: /\b(sleep\w*|insomnia|awake at night|can'?t sleep|nightmares?|bed ?time|dormir|sommeil)\b/,
  school:
    /\b(school|exams?|tests?|homework|assignments?|class(es)?|teachers?|grades?|college|uni(versity)?|studying|study|ecole|examen)\b/,
  work: /\b(work|job|boss|colleagues?|coworkers?|manager|shift|deadline\w*|office|career|travail|fired|laid off)\b/,
  family: /\b(mom|mum|dad|parents?|mother|father|brother|sister|family|siblings?|grand(ma|pa|mother|father)|famille)\b/,
  relationship: /\b(boyfriend|girlfriend|partner|husband|wife|break ?up|broke up|dating|crush|relationship|ex)\b/,
  friends: /\b(friends?|friendship|bull(y|ied|ying)|group chat|left out|copains?|amis?)\b/,
  health: /\b(sick|pain|illness|doctor|hospital|headaches?|body|weight|eating|appetite|diagnos\w*)\b/,
  money: /\b(money|rent|bills?|debt|broke|afford|paycheck|loan|argent)\b/,
  grief: /\b(died|passed away|death|funeral|grief|griev\w*|lost my|miss (him|her|them)|deuil)\b/,
  procrastination: /\b(procrastinat\w*|putting (it )?off|keep putting|can'?t start|behind on|to-?do|motivat\w*|lazy)\b/,
  'self-criticism':
    /\b(i'?m (so )?(stupid|useless|worthless|a failure|an idiot|pathetic|not good enough)|hate myself|everyone hates me|i ruin everything|i always mess up)\b/,
  change:
    /\b(i should (stop|start|quit|cut|try)|want to (stop|quit|change|start|cut down)|trying to (quit|stop)|quit (smoking|vaping|drinking)|cut down|exercise more|habit)\b/,
  panic: /\b(panic\w*|heart (is )?racing|can'?t breathe|shaking|hyperventilat\w*|crise d'?angoisse)\b/,
};

export interface Cues {
  emotions: Emotion[];
  topics: Topic[];
  /** The person asks for ideas or help: even a 'listen' session may then offer an exercise. */
  asksForHelp: boolean;
  /** Agreement, as an answer to an offer ("yes", "ok let's try"). */
  agrees: boolean;
  /** Declines an offer ("no thanks", "not now"). */
  declines: boolean;
  /** Says goodbye or that the session can end. */
  closing: boolean;
  /** A number from 0 to 10 on its own or near the start: an answer to a ruler. */
  rating: number | undefined;
  /** A question about diagnosis ("do I have depression?"). */
  asksDiagnosis: boolean;
  /** A question about medication (start, stop, dose). */
  asksMedication: boolean;
  /** The message is very short: a word or two. */
  brief: boolean;
}

/** Lower case, no accents, straight apostrophes, single spaces. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export function readCues(text: string): Cues {
  const plain = normalise(text);
  const rating = plain.match(/^(?:(?:maybe|about|like|around|probably|i'?d say|a|un|une)\s+)?(10|[0-9])\b/)?.[1];
  return {
    emotions: (Object.keys(emotionCues) as Emotion[]).filter((emotion) => emotionCues[emotion].test(plain)),
    topics: (Object.keys(topicCues) as Topic[]).filter((topic) => topicCues[topic].test(plain)),
    asksForHelp:
      /\b(what (should|can|do) i do|any (tips|advice|ideas)|help me|can you help|how (do|can) i (stop|cope|deal|handle|get)|what would help|give me (an? )?(exercise|idea|tip)|que faire|aide[- ]moi)\b/.test(
        plain,
      ),
    agrees:
      /^(yes|yeah|yep|yup|ok|okay|k|sure|please|let'?s|alright|all right|go ahead|i'?ll try|sounds good|why not|oui|d'accord|ouais|vas-y)\b/.test(
        plain,
      ),
    declines: /^(no|nah|nope|not (now|really|today)|i'?d rather not|maybe later|non|pas maintenant)\b/.test(plain),
    closing:
      /\b(bye|goodbye|good night|gotta go|got to go|have to go|need to go|talk (to you )?later|see you|that'?s all|thanks?( you)?,? (that|this) (helped|helps)|i feel better now|au revoir|a plus|bonne nuit)\b/.test(
        plain,
      ),
    rating: rating === undefined ? undefined : Number(rating),
    asksDiagnosis:
      /\b(do i have|am i|could i have|is it|i think i have|diagnos\w*|est-ce que j'?ai)\b.*\b(depress\w*|bipolar|adhd|add|ocd|ptsd|autis\w*|anxiety disorder|borderline|bpd|schizo\w*|eating disorder|anorexi\w*|bulimi\w*|disorder|mentally ill|crazy)\b|\bdiagnose me\b/.test(
        plain,
      ),
    asksMedication:
      /\b(meds|medication|medicine|pills?|antidepressants?|ssri|sertraline|zoloft|prozac|fluoxetine|lexapro|xanax|adderall|ritalin|melatonin|benzo\w*|dose|dosage|mg|prescription|medicament\w*)\b/.test(
        plain,
      ) &&
      /\b(should|can|could|how (much|many)|stop|quit|start|take|increase|double|skip|switch|is it ok|safe|devrais)\b/.test(
        plain,
      ),
    brief: plain.split(' ').filter(Boolean).length <= 2,
  };
}
