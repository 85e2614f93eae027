/**
 * The concepts the crisis frames are written with: each is a set of words and phrases over normalised text
 * (normalise.ts: lower case, no accents, "i am" for "I'm", repeated letters squeezed). A frame rule names concepts in
 * braces ("{self} {acquired} _3 {means}") instead of listing phrases, so "I bought", "i got", "ive been saving" and
 * "finally picked up" all meet "a rope", "the cord", "enough of my mom's pills" without anyone writing each pair.
 */
export const concepts = {
  /** The writer as subject. */
  self: String.raw`i|i have|i had|i just|i finally|i already|me and|ive|i ve`,
  /** Adverbs that may stand inside a verb phrase without changing who does what. */
  adv: String.raw`just|really|literally|honestly|actually|seriously|fucking|fuckin|fkn|effing|so|simply|kinda|kind of|sort of|genuinely|truly|lowkey|highkey|legit|deadass|totally|completely|finally|already|still|even|probably|maybe|please|pls`,
  /** Modal and aspect words that may stand between a subject and its verb. */
  aux: String.raw`(?:am|was|have|had|will|would|could|should|might|may|can|do|did|really|just|finally|already|actually|literally|honestly|seriously|still|even|kind of|sort of|pretty much|have been|been|got|gotten|went and|ended up)`,
  /** Wanting or meaning to. */
  want: String.raw`want to|wanna|wanted to|wanting to|wish to|wish i could|wish i would|would like to|d like to|need to|have to|going to|gonna|gona|am going to|will|plan to|planning to|planned to|intend to|ready to|about to|tempted to|considering|thinking about|thinking of|thought about|think about|decided to|made up my mind to|trying to|try to|tried to|urge to|feel like|fantasi[sz]e about|fantasi[sz]ing about|dream about|dreaming about|keep thinking about|might|may|could just|should just|deserve to|finna|tryna`,
  /** Wanting or deciding to die (not "gonna die", which is mostly a prediction or a figure of speech). */
  wantDie: String.raw`want to|wanna|wanted to|wanting to|wish to|wish i could|would like to|d like to|need to|plan to|planning to|planned to|intend to|ready to|about to|tempted to|decided to|made up my mind to|urge to|feel like|fantasi[sz]e about|fantasi[sz]ing about|deserve to|just want to|really want to|honestly want to|i want to`,
  /** Killing oneself, every way people say it. */
  killSelf: String.raw`kill myself|kill my self|killing myself|killed myself|end my life|ending my life|end my own life|take my life|take my own life|taking my life|taking my own life|end it all|end everything|end things|end it|ending it|end this|commit suicide|comit suicide|committing suicide|commiting suicide|suicide|kms|kys myself|unalive myself|unalive|unaliving myself|unaliving|off myself|offing myself|delete myself|alt f4 myself|rope myself|neck myself|catch the bus|ctb|check out|checking out|cash out|sewerslide|do it|go through with it|be done with it all|hang myself|hanging myself|shoot myself|drown myself|jump off|jump in front of|throw myself|overdose|od|slit my wrists|slit my throat|gas myself|poison myself|starve myself to death|bleed out|stop my heart|put a bullet in my head|blow my brains out|end my suffering|make it stop for good|not be here anymore|not exist anymore|stop existing|stop living|not be alive`,
  /** Dying, being dead. */
  die: String.raw`die|dying|dead|be dead|be gone|be gone for good|not be here|not be alive|not exist|stop existing|cease to exist|disappear forever|disappear for good|vanish forever|vanish for good|never wake up|not wake up|not to wake up|sleep forever|go to sleep forever|rest forever|be with (?:my )?(?:mom|dad|grandma|grandpa|nan|nana|papa|brother|sister|son|daughter) again|join (?:him|her|them)`,
  /** Means of harm that a person can keep or gather. */
  means: String.raw`pills|pill|tablets|meds|medication|medications|medicine|prescription|prescriptions|sleeping pills|sleeping tablets|painkillers|pain killers|opioids|oxy|oxys|oxycodone|percocets?|fentanyl|tylenol|acetaminophen|paracetamol|advil|ibuprofen|aspirin|benadryl|insulin|antidepressants|xanax|ativan|lorazepam|seroquel|lithium|zopiclone|ambien|melatonin|rope|ropes|noose|cord|cords|cable|cables|charger cable|extension cord|belt|belts|scarf|tie|ligature|gun|guns|pistol|rifle|shotgun|handgun|firearm|bullets|ammo|ammunition|knife|knives|blade|blades|razor|razors|razor blades|box cutter|exacto|scalpel|sharpener|glass|bleach|antifreeze|rat poison|poison|weed killer|pesticide|drain cleaner|charcoal|bbq|grill|hose|exhaust|helium|carbon monoxide|gas|plastic bag|bag over my head|bottle|bottles|vodka|whisky|whiskey|alcohol|booze`,
  /** Having gathered, kept or got hold of something. */
  acquired: String.raw`bought|buy|buying|got|get|getting|gotten|picked up|ordered|order|ordering|stole|stolen|stealing|took|taken|taking|found|find|collected|collecting|collect|saved|saving|save|stockpiled|stockpiling|stockpile|hoarded|hoarding|hoard|kept|keeping|keep|been keeping|been saving|been collecting|put aside|putting aside|set aside|stashed|stashing|stash|hid|hidden|hiding|have|has|had|got hold of|have access to|counted|counting|lined up|laid out|tied|tying|loaded|loading|sharpened|filled|refilled|stocked up on|saving up|set up|prepared|ready`,
  /** Quantity words that say a lot. */
  lots: String.raw`all|all of|all my|all the|every|enough|a lot of|a bunch of|a bottle of|a box of|a whole|the whole|a handful of|bottles of|boxes of|packs of|months of|weeks of|\d+|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|a hundred|a month s|a months|like \d+|over \d+|at least \d+`,
  /** An amount that is an overdose whatever the medicine. */
  overdose: String.raw`all|all of|all my|all the|every|every single|the whole|a whole|the entire|an entire|a bottle of|a box of|a handful of|handfuls of|bottles of|boxes of|packs of|way too many|too many|too much|a ton of|a shit ton of|a fuck ton of|a bunch of|a lot of|loads of|a load of|half (?:a|the) (?:bottle|box|pack) of|most of|a month of|a months of|months of|weeks of|a week of|a whole month of|a whole sheet of|a sheet of|sheets of|\d+ sheets of|a strip of|a whole strip of|a blister of|[1-9]\d+|like [1-9]\d*|about [1-9]\d+|over [1-9]\d*|at least [1-9]\d*|twenty|thirty|forty|fifty|sixty|a hundred|enough|a months worth of|a month s worth of|weeks worth of`,
  /** Swallowing or taking. */
  swallowed: String.raw`took|taken|swallowed|ate|downed|drank|drunk|chugged|popped|necked|injected|snorted|overdosed on|od d on|oded on|od ed on`,
  /** When: soon enough to be danger now. */
  now: String.raw`tonight|tonite|right now|now|rn|today|this evening|this afternoon|this morning|in an hour|in (?:like|about|maybe|half) an hour|in a few hours|in a few minutes|in a minute|in (?:like |about )?\d+ (?:minutes|mins|min|hours|hrs|hr)|at [1-5] ?am|at [1-5] in the morning|before morning|before sunrise|before the sun comes up|at midnight|after midnight|when (?:everyone|everybody|they|my parents|mom|dad|my wife|my husband|the kids) (?:is|are|go|goes|fall|falls|gets?) (?:asleep|to bed|to sleep|out|home)|once (?:everyone|everybody|they) (?:is|are) asleep|after (?:everyone|everybody|they|my parents) (?:goes|go|is|are|falls|fall) (?:to bed|asleep|to sleep)|ce soir|a soir|a nuit|maintenant|asteure|tout de suite|aujourd hui|cette nuit`,
  /** When: a set time further away. */
  later: String.raw`tomorrow|tmrw|tomorrow night|this weekend|on the weekend|next week|this week|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday) night|after (?:my|the) (?:exam|exams|test|finals|funeral|wedding|holidays|birthday|party|graduation|trial|court date|surgery)|on my birthday|after my birthday|before my birthday|after christmas|before christmas|new year s|new years|at the end of the (?:month|week|year|semester)|when (?:school|term|the semester) (?:ends|is over)|on my (?:lunch|lunch break|break|way home|way to work|day off)|when the (?:kids|children) are at school|once the kids are at school|once (?:the|my) (?:lease|paperwork|will) is|when i turn \d+|demain|la semaine prochaine|ce weekend|ce week end`,
  /** Places people go to fall from or to be hit. */
  place: String.raw`bridge|bridges|overpass|overpasses|roof|rooftop|rooftops|ledge|edge|cliff|cliffs|balcony|top floor|parking garage|parkade|tower|high rise|skyscraper|building|train tracks|tracks|railway|subway platform|metro platform|platform|highway|freeway|river|lake|the water|ocean|dam|viaduct|the falls|quarry`,
  /** Asking how much, how far, how long. */
  howQuestion: String.raw`how much|how many|how long|how high|how far|how fast|what height|what speed|what dose|what amount|which|what|is it|would it|does it|can you|could you|would you|is \d+|are \d+|will \d+|do \d+|at what`,
  /** Death and survival words in a question. */
  lethal: String.raw`kill|kills|killing|be fatal|fatal|lethal|deadly|die|dying|death|dead|to not wake up|not wake up|never wake up|survive|survivable|surviving|stop (?:my|your|a|the) heart|overdose|od|too much|too many|shut down|organ failure|liver failure|kidney failure|bleed out|pass out and not|painless|quick|quickest|fastest|hurt|hurts|painful|suffer|knock me out for good|put me to sleep for good`,
  /** Hopelessness and burden. */
  burden: String.raw`burden|a burden|such a burden|dead weight|waste of space|waste of oxygen|waste of air|drain on everyone|better off without me|better without me|happier without me|fine without me|relieved if i|easier for everyone if i|no one would miss me|nobody would miss me|no one would notice|nobody would notice|no one would care|nobody would care|nobody would even notice|no one will miss me|nobody will miss me|wouldn t even notice|would not even notice`,
  /** Other people the writer may talk about. */
  person: String.raw`he|she|they|him|her|them|my (?:son|daughter|kid|child|boy|girl|teen|teenager|brother|sister|bro|sis|twin|friend|best friend|bestie|bff|bf|gf|boyfriend|girlfriend|partner|husband|wife|mom|mum|dad|mother|father|cousin|roommate|classmate|student|niece|nephew|fiance|fiancee|ex|stepson|stepdaughter|grandson|granddaughter)|our (?:son|daughter|kid|child)|a friend|a classmate|someone i know|this (?:girl|guy|kid) in my class`,
  /** Third person pronouns as subject and reflexive. */
  themself: String.raw`himself|herself|themselves|themself|hisself`,
} as const;

export type Concept = keyof typeof concepts;

/** Up to `words` words inside one sentence, none of them a negation ("I am not suicidal" is not "I ... suicidal"). */
export function negationFreeGap(words: number): string {
  return `(?:(?!(?:not|never|no|nothing|nobody|without|nor|zero|pas|jamais) )[a-z0-9']+ ){0,${words}}`;
}

/**
 * Expands a frame template into a regular expression source: `{concept}` becomes the concept's alternation and `_N`
 * a gap of up to N words inside one sentence (normalised sentence ends are " . ", which a gap never crosses).
 */
export function expandTemplate(template: string): string {
  return template
    .replace(/\{(\w+)\}/g, (_, name: string) => {
      const source = (concepts as Record<string, string>)[name];
      if (source === undefined) throw new Error(`unknown concept {${name}}`);
      return `(?:${source})`;
    })
    .replace(/ ?_(\d) ?/g, (_, n: string) => ` ${negationFreeGap(Number(n))}`);
}
