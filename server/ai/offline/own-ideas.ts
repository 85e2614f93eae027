/**
 * The person's own ideas, read on the plain text (understand.ts `plain`): a plan of theirs ("maybe I should talk to
 * him on Monday", "I could list what I'm working on"), someone else's advice ("my girlfriend says I should quit"),
 * and an exercise asked for in passing ("maybe a breathing thing?"). Only everyday, practical acts count as a plan:
 * a sentence about ending, stopping or taking anything is never met with "that sounds like a step" (the safety
 * layer reads those first, and this list never widens to them).
 */

const practicalActs =
  '(?:watch|listen to|cook|bake|go for a (?:walk|run)|take a walk|talk|tell|ask|speak|text|call|phone|email|e-mail|message|write|list|explain|apologi[sz]e|book|schedule|plan|study|review|practi[cs]e|sign up|join|look for|search for|apply|meet|visit|see (?:a|my|the) (?:doctor|counsel+or|therapist|teacher|nurse|coach|advisor)|make a (?:list|plan|schedule)|set (?:a|an|some) (?:boundary|boundaries|alarm|reminder|time)|say no|bring it up|reach out|open up|parler|dire|demander|ecrire|texter|appeler|expliquer|faire une liste|prendre rendez-vous|m.inscrire)';
const willing =
  "(?:i (?:was thinking|thought|figured|guess)(?: (?:that|about|of))?(?: maybe)?(?: i)?(?: (?:should|could|might|will|would|can|'ll|ll))?|maybe i(?: (?:should|could|can|will|'ll|ll|might))?|i(?: think i)? (?:should|could|might|will|'ll|ll|can|am going to|'m going to|m going to|want to|wanna|gonna|plan to|need to)|im (?:going to|gonna|planning to)|je (?:pourrais|devrais|vais|veux|pense)|peut-etre que je (?:pourrais|devrais|vais))";

/** A practical act the person thinks of doing, said in the first person. */
export const planCue = new RegExp(
  `\\b${willing} (?:(?:just|maybe|actually|probably|finally|at least|au moins|try to|try and|go and|honestly|juste|peut-etre|essayer de|lui|leur|le|la|les|l'|y|en) )*${practicalActs}\\b`,
);

/** Someone else's advice or wish for the person: not the person's own plan. */
export const othersAdviceCue =
  /\b(?:says|said|thinks|thought|keeps saying)(?: that)? i(?:'?d)? (?:should|need to|have to|ought to|must|better)\b|\b(?:told me|tells me|keeps telling me|wants me|wanted me|asked me) to\b|\b(?:il|elle|ils|elles|(?:ma|mon|mes) \w+(?: \w+)?) (?:(?:m'?a |me )?dit|dis|pense|pensent|veut|veulent|trouve|trouvent) (?:que )?(?:je|j'|de)\b/;

/** Breathing asked for in passing: "maybe a breathing thing?", "can we do breathing", "let's breathe". */
export const breathingAsk =
  /\b(?:maybe|how about|what about|can we|could we|can you|could you|let'?s|lets|try|do|wanna|want to|want|need|some|a|the|any|peut-etre|on peut|un|une|de la)\b(?:(?!\b(?:can'?t|cannot|cant|couldn'?t|hard to|trouble|struggl\w*)\b)[^.?!]){0,20}\b(?:breathing|breathe|breath|respiration|respirer)\b/;

/** Asking how to say it, once a plan to talk to someone is on the table. */
export const whatToSayCue =
  /\b(?:what (?:to|do i|should i|would i|could i|can i|i(?:'d| would)?) (?:even |actually |really |possibly )?(?:say|tell|text|write)|how (?:to|do i|should i|would i) (?:say|put|bring (?:it )?up|word|start)|quoi (?:dire|lui dire)|comment (?:lui )?(?:dire|le dire|commencer|amener))\b/;

/** A time said for the plan. */
export const timeSaid =
  /\b(?:tonight|today|tomorrow|this (?:morning|afternoon|evening|weekend|week)|next week|(?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|after (?:school|work|class)|ce soir|demain|aujourd'hui|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|la semaine prochaine|en fin de semaine|apres (?:l'ecole|le travail|les cours))\b/;

/** Doro's own question about when, among the plan questions. */
export const asksWhen = /\b(?:good moment|bon moment)\b/;

/** A first sentence drafted by the person, once a plan to talk is on the table: "maybe something like...". */
export const draftCue =
  /\b(?:something like|maybe (?:i'?d|id|i would|i could|i'?ll) (?:say|tell (?:her|him|them))|(?:i (?:could|would|might|'d|will|'ll)|i'd|id|i'll) (?:say|tell (?:her|him|them))|(?:genre|quelque chose comme)|je (?:pourrais|vais|lui) (?:lui )?dire)\b/;

/** A worry about how the plan will be met ("but what if she doesn't answer"): said with the plan itself. */
export const planWorryCue =
  /\bwhat if (?:she|he|they|nobody|no one|(?:my|the) \w+)\b|\b(?:et|mais) si (?:elle|il|ils|elles|personne) (?:ne )?(?:me )?(?:repond|repondent|veut|veulent|rit|rient|se fache)\b/;

/** Not knowing how to talk to someone ("i dont know how to talk to her about it"), with or without a plan. */
export const howToTalkCue =
  /\b(?:don'?t|dont|do not) know how to (?:talk to|tell|bring (?:it|this) up with|approach) (?:her|him|them|my \w+)|\bsais pas comment (?:lui|leur) (?:parler|dire|en parler)\b/;
