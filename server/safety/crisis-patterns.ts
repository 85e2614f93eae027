/**
 * The crisis classifier's pattern tables, written in plain words against normalised text (see normalise.ts: lower
 * case, no accents, contractions expanded — "do not", "i am", "cannot" — and repeated letters squeezed). A table
 * says what a phrase means; classifier.ts decides how the pieces combine.
 */
import { compilePattern } from './normalise';

export type CrisisCategory = 'suicide' | 'self-harm' | 'harm-to-others' | 'abuse' | 'imminent-danger';
export type CrisisLevel = 'none' | 'concern' | 'urgent' | 'imminent';

export interface CrisisRule {
  category: CrisisCategory;
  level: Exclude<CrisisLevel, 'none'>;
  pattern: RegExp;
  /** The words also name a topic ("we learned about self harm"): ignored beside words of study, news or fiction. */
  topic?: boolean;
}

function rule(category: CrisisCategory, level: CrisisRule['level'], pattern: RegExp, topic = false): CrisisRule {
  return { category, level, pattern: compilePattern(pattern), topic };
}

const aboutTo = String.raw`(?:fantasi[sz]e about|fantasi[sz]ing about|dream about|dreaming about|dreaming of|keep thinking about|imagine|imagining|want to|wanted to|wish to|going to|gonna|will|would|plan to|planning to|about to|ready to|need to|have to|try to|trying to|tried to|thinking about|thought about|think about|feel like|tempted to|urge to|urges to|could)`;
const person = String.raw`(?:him|her|them|someone|somebody|people|everyone|everybody|those (?:kids|guys|people|girls)|(?:that|this|the) (?:guy|girl|kid|kids|teacher|man|woman)|my (?:dad|father|mom|mother|stepdad|stepfather|stepmom|brother|sister|boss|teacher|ex|boyfriend|girlfriend|bf|gf|classmates?|roommate|neighbou?r|wife|husband|partner|coach|bully|bullies))`;
const abuser = String.raw`(?:he|she|they|my (?:dad|father|mom|mother|stepdad|stepfather|stepmom|stepmother|parents?|uncle|aunt|brother|sister|boyfriend|bf|girlfriend|gf|husband|wife|partner|ex|coach|teacher|grandpa|grandfather|cousin|babysitter|foster (?:dad|mom|parents?)|mom s boyfriend|mums? boyfriend))`;

/**
 * Direct cues: a phrase that on its own says there is risk. Order does not matter; the highest level wins.
 */
export const directCues: readonly CrisisRule[] = [
  // Suicide, said plainly.
  rule('suicide', 'urgent', /(?:kill|killing|killed|kil) (?:myself|my self)/),
  rule('suicide', 'urgent', /(?:end|ending|take|taking) (?:my|my own) (?:life|lyfe)/),
  rule('suicide', 'urgent', /end (?:it|this|things|everything) (?:all|for good|forever|tonight|now|once and for all)/),
  rule('suicide', 'urgent', /(?:want|wanted|ready|going|plan|planning|decided|time) to end (?:it|things|everything|this)(?! with| for)(?! (?:project|game|relationship|conversation|chat|call))/),
  rule('suicide', 'urgent', /(?:i am|i feel|i have been|i was|i keep feeling|feeling|i get|i am getting|getting|been feeling) (?:really |so |very |kind of |a bit |pretty |extremely |super )?suicidal/),
  rule('suicide', 'urgent', /suicidal (?:thoughts|ideation|feelings|urges|again|tonight|lately)/),
  rule('suicide', 'urgent', /(?:commit|comit|commiting|committing|attempt|attempted|attempting|considering|contemplating) suicide/),
  rule('suicide', 'urgent', /suicide (?:note|letter|plan|attempt|pact)/),
  rule('suicide', 'urgent', /(?:want|wanted|wanting|wish|ready|going|need|like|deserve) (?:to|i could|i would|i could just|i would just) (?:just )?(?:die|be dead|not be alive|not exist|stop existing|stop living|not wake up|never wake up)/),
  rule('suicide', 'urgent', /(?:wish|wishing) (?:i was|i were|i could be|to be) (?:dead|gone|never born)/),
  rule('suicide', 'urgent', /(?:rather|better off|happier) (?:be )?dead/),
  rule('suicide', 'urgent', /(?:everyone|everybody|they|my family|my friends|the world|people|my parents|my kids) (?:would|will|d) (?:be )?(?:better|happier|fine|okay|ok|relieved) (?:off )?(?:without me|if i (?:just )?(?:was gone|were gone|died|was dead|were dead|vanished|disappeared|left for good|was not here|were not here))/),
  rule('suicide', 'urgent', /(?:do not|never|no longer) (?:really )?(?:want|wish) to (?:live|be alive|keep living|go on living)/),
  rule('suicide', 'urgent', /(?:hope|hoping|pray|praying) (?:that )?i (?:do not|never|will not|dont) wake up/),
  rule('suicide', 'urgent', /(?:unalive|unaliving|unalived) (?:myself|my self|me)/),
  rule('suicide', 'urgent', /(?:want|going|gonna|trying|try|plan|planning|thinking about|about) (?:to )?(?:unalive|unaliving)/),
  rule('suicide', 'urgent', /kms|ctb|catch the bus|toaster bath|(?:rope|neck|delete|alt f4) myself|(?:to|gonna|going to) off myself|an hero/),
  rule('suicide', 'urgent', /(?:hang|hanging|drown|drowning|shoot|shooting|poison|poisoning|suffocate|suffocating|starve) (?:myself|my self)/),
  rule('suicide', 'urgent', /(?:jump|jumping|throw myself|throwing myself) (?:off|from|in front of|under) (?:a|the|my|that|this|our) (?:bridge|building|roof|rooftop|cliff|balcony|window|tower|overpass|train|car|bus|truck|parking garage|highway)/),
  rule('suicide', 'urgent', /(?:lethal|fatal|deadly|overdose) (?:dose|amount|quantity)/),
  rule('suicide', 'urgent', /how (?:many|much) (?:\w+ ){0,3}(?:to|would it take to|does it take to|will it take to|it takes to|would|will|do i need to|do you need to|until i|before i) (?:die|kill|od|overdose|be fatal|be lethal|stop (?:my|your|a) heart|not wake up)/),
  rule('suicide', 'urgent', /(?:painless|quick|quickest|fastest|easiest|best|surest|peaceful|easy) (?:way|ways|method|methods) (?:to|of) (?:die|dying|end it|end my life|kill (?:myself|yourself|a person|someone)|commit suicide|go)/),
  rule('suicide', 'urgent', /how (?:to|do i|do you|can i|could i|should i) (?:kill (?:myself|yourself)|commit suicide|die|hang (?:myself|yourself)|overdose|od|end (?:my|your) life|tie a noose|slit)/),
  rule('suicide', 'urgent', /how (?:long|fast) (?:does it|would it|will it) take to (?:bleed out|die|drown|suffocate|hang)/),
  rule('suicide', 'urgent', /(?:nobody|no one|noone|nobody would|no one would) (?:would |will )?(?:miss|care|notice)(?: about)?(?: me)? if i (?:died|was gone|were gone|disappeared|killed myself|was dead|were dead)/),
  rule('suicide', 'urgent', /(?:wo not|will not|not going to|not gonna|won t) be (?:around|here|alive) (?:much longer|tomorrow|for long|anymore|next week|by morning)/),
  rule('suicide', 'urgent', /(?:this is|consider this) (?:my )?(?:goodbye|final message|last message)|(?:my|a|wrote|writing|written) (?:goodbye|farewell) (?:note|letter|letters|message|messages)|(?:wrote|written|writing|write|left|leaving) (?:\w+ ){0,3}(?:letters?|notes?|messages?|cards?) (?:to say goodbye|saying goodbye|of goodbye|to say farewell)/),
  rule('suicide', 'urgent', /(?:going to|gonna|want to|will|about to|planning to|plan to|thinking about|thinking of) (?:overdose|od|overdosing)|(?:going to|gonna|will|about to|want to) (?:take|swallow) (?:them all|all of them|all (?:my|the|of my|of the) (?:\w+ )?(?:pills|meds|tablets|medication|medicine|antidepressants|painkillers|sleeping pills|insulin|prescription)|the whole (?:bottle|box|pack))|(?:take|swallow) (?:\w+ ){1,4}(?:at once|all together)/),
  rule('suicide', 'urgent', /(?:tried|try|trying|attempted|attempt) to (?:kill myself|end my life|end it|take my (?:own )?life|overdose|od|hang myself)/),
  // Suicide, said indirectly: the classic warning signs.
  rule('suicide', 'concern', /(?:no|not any|not a single|nothing) (?:reason|point|purpose) (?:to|in|of) (?:live|living|go on|going on|being alive|being here|be alive|be here|carry on|carrying on|keep going|wake up|waking up|exist|existing)/),
  rule('suicide', 'concern', /nothing (?:left )?(?:to live for|worth living for)/),
  rule('suicide', 'concern', /(?:do not|cannot|can not|canot|no longer) see (?:the|any|a) (?:point|reason|purpose) (?:in|of|to) (?:going on|go on|living|live|life|being alive|being here|carrying on|keep going|keeping going|existing)/),
  rule('suicide', 'concern', /(?:not sure|do not know if|do not know whether|unsure if|unsure whether|not certain) (?:i )?(?:even |still |really )?(?:want to|wanna) (?:live|be alive|be here|keep going|go on|exist|keep living)/),
  rule('suicide', 'concern', /(?:life|my life|living) (?:just |really |honestly |kind of |so |truly )?(?:is|is not|isnt|feels|feels not|does not feel|is no longer) (?:really |just )?(?:not )?(?:worth (?:living|it anymore|it any more|it)|pointless|meaningless)/),
  rule('suicide', 'concern', /(?:what is|whats) the point (?:of|in) (?:living|life|going on|being alive|being here|existing|even trying|anything anymore|waking up)/),
  rule('suicide', 'concern', /tired of (?:living|being alive|life|existing|being here|waking up)/),
  rule('suicide', 'concern', /(?:do not|never|no longer|dont) (?:really )?(?:want|wish) to (?:exist|be here|wake up|be around)(?: anymore| again| tomorrow)?/),
  rule('suicide', 'concern', /(?:wish|want) (?:i was|i were|i had|to have|i d|i would|i would have) never (?:been )?born/),
  rule('suicide', 'concern', /better off without me/),
  rule('suicide', 'concern', /(?:i am|i feel like|i feel|i m) (?:such |just |only |nothing but )?a (?:burden|waste of space|waste of oxygen)/),
  rule('suicide', 'concern', /(?:cannot|can not|canot) (?:go on|do this anymore|do this any more|keep going|take (?:it|this|any of this) anymore|take it any more|keep living|live like this|handle (?:life|living) anymore)/),
  // Passive death wishes worded as sleep ("go to sleep and never wake up"), but not a lie-in ("not wake up until noon").
  rule('suicide', 'urgent', /(?:want|wanted|wanting|wish|wishing|hope|hoping|pray|praying|would love|like|ready|longing) (?:to |(?:that )?i (?:could |can |would |will |might |get to )?)?(?:just )?(?:go to sleep|fall asleep|sleep|close my eyes|drift off|lie down)(?: forever| tonight| one night)? (?:and|then|and just) (?:never|not|not ever|just never|never ever) (?:wake|waking) (?:up|again)(?! (?:early|late|until|till|before|at|in time|on time|for|when))/),
  rule('suicide', 'urgent', /(?:go to sleep|going to sleep|fall asleep|falling asleep|sleep|sleeping) (?:forever )?(?:and|then) (?:never|not) (?:wake|waking) up (?:sounds|would be|seems|feels) (?:so |really )?(?:nice|good|peaceful|better|great|tempting|like a relief)/),
  rule('suicide', 'concern', /(?:want to|wish i could|wish to|going to|wish i could just|like to) (?:disappear|vanish|fade away|sleep forever|go to sleep forever|sleep and never wake up|not be here)(?! (?:under|into|for a|to the|to a|from social|off social|for the (?:weekend|day)))/),
  rule('suicide', 'concern', /(?:giving|give|gave) away (?:my|all my|all of my) (?:stuff|things|belongings|possessions|pets|games|clothes)/),
  rule('suicide', 'concern', /(?:want|wish|need) (?:it|everything|this|my life|life|it all|the pain) to (?:end|stop|be over)(?: forever| for good)?/),
  rule('suicide', 'concern', /(?:sewer ?slide|suicide|suicidal|kill myself) (?:thoughts|thinking)|thoughts of (?:suicide|dying|death|killing myself|ending it)/),
  rule('suicide', 'concern', /(?:unalive|unaliving)/, true),
  rule('suicide', 'concern', /(?:thinking|think|thought) (?:a lot )?about (?:dying|death|being dead|not being here|not existing|ending it)/),
  rule('suicide', 'concern', /(?:help|hotline|helpline|crisis line|number) (?:for|of)? ?(?:the )?(?:suicide|suicidal)|suicide (?:hotline|helpline|line)/, true),
  // Self-harm.
  rule('self-harm', 'urgent', /(?:cut|cutting|cuts|burn|burning|burned|burnt|harm|harming|scratch|scratching|scratched|punch|punching|hit|hitting|bite|biting|carve|carving|carved|stab|stabbing|bruise|bruising) (?:myself|my self|my (?:arms?|wrists?|legs?|thighs?|skin|body|stomach|hips?))/),
  rule('self-harm', 'urgent', /(?:hurt|hurting|harm|harming) (?:myself|my self)/),
  rule('self-harm', 'urgent', /self harm(?:ing|ed)?|self injur(?:y|e|ing)/, true),
  rule('self-harm', 'urgent', /sh (?:urges?|again|scars?|cuts?|wounds?|relapse)|(?:relapsed|relapse|relapsing) (?:on|with|into) (?:sh|self harm|cutting|cuting)|(?:did|do|doing|want to do) sh/),
  rule('self-harm', 'urgent', /(?:until|till|til|so) (?:i|it) (?:bleed|bleeds|bled)|make (?:myself|me) bleed/),
  rule('self-harm', 'urgent', /(?:urge|urges|craving|want|wanting|tempted|need) to (?:cut|cuting|burn myself|self harm|bleed)/),
  rule('self-harm', 'concern', /(?:hide|hiding|cover|covering|hid) (?:my |the )?(?:cuts|scars|wounds|marks|burns) (?:on|from)?/),
  rule('self-harm', 'concern', /(?:razor|razors|blade|blades) (?:on|to|against|across) (?:my )?(?:arm|arms|wrist|wrists|skin|thigh|thighs|leg|legs)|(?:took|take|taking|get|got) (?:the )?(?:blade|blades) (?:out of|from)/),
  rule('self-harm', 'urgent', /(?:carved|carve|carving|cut|cutting|scratched|burned) (?:\w+ ){0,3}(?:into|in|on) my (?:arm|arms|wrist|wrists|thigh|thighs|leg|legs|skin|stomach|hip|hips)/),
  rule('self-harm', 'concern', /(?:starve|starving|punish|punishing) (?:myself|my self)|make myself (?:throw up|puke|vomit|sick)/),
  // Harm to others: an intent toward a person. Jokes are filtered in the classifier.
  rule('harm-to-others', 'concern', new RegExp(String.raw`${aboutTo} (?:kill|killing|murder|murdering|stab|stabbing|shoot|shooting|strangle|strangling|choke|choking|poison|poisoning|beat up|beating up|hurt|hurting|attack|attacking|bash) ${person}`)),
  rule('harm-to-others', 'urgent', /(?:list of|the) (?:people|kids|names|guys|girls) (?:i|that i) (?:want|am going|plan|need) to (?:kill|hurt|shoot|stab|get rid of)/),
  rule('harm-to-others', 'urgent', /(?:shoot|shooting|bomb|bombing|blow up|attack|attacking) (?:up )?(?:the|my|our|this) (?:school|class|classroom|office|mall|church|mosque|synagogue|work|workplace|campus)/),
  rule('harm-to-others', 'urgent', /(?:bring|bringing|take|taking|bringing) (?:a|my|my dad s|my dads|the) (?:gun|knife|weapon|rifle|pistol) (?:to|into) (?:school|class|work|the party|his house|her house)/),
  rule('harm-to-others', 'urgent', /(?:hit list|kill list)|make (?:them|him|her|everyone) (?:all )?pay (?:for|with)|(?:they|he|she|everyone) (?:will|is going to|are going to|gonna) (?:pay|regret it) (?:for|when i)/),
  // Abuse: someone hurting the person who writes.
  rule('abuse', 'urgent', new RegExp(String.raw`${abuser} (?:always |keeps |still |sometimes |often |just |again )?(?:hits|hit|beats|beat|punches|punched|kicks|kicked|slaps|slapped|chokes|choked|strangles|strangled|burns|burned|abuses|abused|molests|molested|rapes|raped|threatens|threatened|forces|forced|shoves|shoved|pushes|pushed) (?:my \w+ and |us and |both )?(?:me|us)`)),
  rule('abuse', 'urgent', new RegExp(String.raw`${abuser} (?:hurts|hurt|is hurting|keeps hurting) me`)),
  rule('abuse', 'urgent', /(?:touches|touched|touching|grabs|grabbed) me (?:inappropriately|down there|where|in my private|in places|at night|when|under my|without|sexually|on my)|(?:touch|touches|touched|touching) my (?:private|privates|body|chest|breasts)/),
  rule('abuse', 'urgent', /(?:i was|i got|i have been|i ve been|been|being|he|she|they|he has|she has|someone) (?:sexually )?(?:abused|assaulted|molested|raped|groomed|rape|rapes|raping|molesting|abusing)(?: me)?/),
  rule('abuse', 'urgent', /threaten(?:ed|s|ing)? to (?:kill|hurt|beat|hit|stab|shoot) me|(?:said|says) (?:he|she|they) (?:will|would|is going to|gonna) (?:kill|hurt) me/),
  rule('abuse', 'urgent', /(?:threaten|threatening|threatened|going) to (?:share|post|send|leak|show) (?:my )?(?:pics|pictures|photos|nudes|videos|naked)|(?:adult|older (?:guy|man|woman)|stranger|a man|some guy) (?:asked|asks|wants|wanted|keeps asking|is asking) (?:me )?(?:for|to send|to meet)(?: me)? ?(?:nudes|pics|naked|pictures|alone|in person|up)?/),
  rule('abuse', 'urgent', /(?:wants|wanted|asked|asks|asking|pressures|pressured|pressuring|keeps asking|is making|made|forces|forced|told) me to send (?:him |her |them )?(?:\w+ )?(?:nudes|naked|pics of my body|sexy|explicit|pictures of my body)/),
  rule('abuse', 'concern', /(?:afraid|scared|terrified|frightened) (?:to go|of going|to be) (?:back )?home|(?:afraid|scared|terrified|frightened) of (?:my )?(?:dad|father|mom|mother|stepdad|stepfather|stepmom|boyfriend|husband|partner|him|her|them)(?! (?:finding out|being (?:mad|disappointed|upset)|getting mad))/),
  rule('abuse', 'concern', /(?:locks|locked) me (?:in|out|up)|(?:do not|does not|will not|wont) (?:let|feed) me (?:eat|food|out)|not allowed to eat|(?:bruises|marks) (?:from|that) (?:my|him|her|he|she)/),
  rule('abuse', 'concern', /(?:told|tells|telling|said) (?:me )?to (?:kill myself|kms|kys|kill yourself|die)|(?:kys|go die) (?:messages|comments|texts)/),
  // Danger right now, whoever it comes from.
  rule('imminent-danger', 'imminent', /(?:i am|i feel|i m) (?:not safe|in danger|unsafe) (?:right now|now|here|at home|tonight)|(?:is|are) (?:breaking|trying to break|trying to get) in(?:to)?|(?:hiding|locked myself|i am locked) in (?:the|my) (?:bathroom|room|closet|car)/),
  rule('imminent-danger', 'imminent', /(?:he|she|they|my \w+|someone|a man|a guy) (?:is|are|s) (?:outside|at) my (?:door|window|room|house)(?: with)?|(?:has|have|got|is holding|with) a (?:gun|knife|weapon)(?: and| to| pointed)|(?:is|are) (?:hitting|beating|choking|attacking) me (?:right now|now)/),
  // French.
  rule('suicide', 'urgent', /(?:je )?(?:veux|voudrais|vais|pense a|envie de|aimerais) (?:me )?(?:mourir|me suicider|suicider|me tuer|en finir|disparaitre pour toujours|mettre fin a mes jours)/),
  rule('suicide', 'urgent', /(?:me suicider|me tuer|mettre fin a (?:mes jours|ma vie)|en finir avec (?:la vie|ma vie|tout|moi)|suicidaires?|(?:envie|besoin) de mourir|plus envie de vivre|(?:ne )?veux plus vivre|pas envie de vivre)/),
  rule('suicide', 'urgent', /en finir(?! avec (?:ce|cette|ces|les|mes|le|la|un|une|mon|ma))(?! de)/),
  rule('suicide', 'concern', /(?:je )?(?:veux|voudrais|aimerais) disparaitre|personne ne (?:me )?(?:regretterait|remarquerait|manquerait)|(?:je n en peux plus|ne en peux plus|je ne en peux plus)|(?:je suis|suis) un fardeau|aucune raison de vivre|(?:sauter|me jeter) (?:du|d un|par la) (?:pont|toit|fenetre|immeuble)/),
  rule('self-harm', 'urgent', /me (?:faire|fais|fait|suis fait|suis faite) du mal|me (?:couper|coupe|scarifier|scarifie|bruler|brule|blesser|blesse)|scarification|automutilation/),
  rule('abuse', 'urgent', /(?:il|elle|mon pere|ma mere|mon beau pere|mon copain|mon oncle) (?:me )?(?:frappe|bat|a frappe|me touche|a touche|viole|a viole|agresse)|(?:ete|suis) (?:violee?|agressee? sexuellement|battue?)/),
];

/**
 * Looking for the means, worded so it could be innocent ("which bridges are taller than 25 m"). Urgent only when the
 * same message or a recent one shows distress or risk (the Stanford FAccT 2025 case); otherwise nothing.
 */
export const ambiguousMeansQueries: readonly RegExp[] = [
  /(?:tallest|highest|tall|taller|high|higher) (?:bridges?|buildings?|cliffs?|towers?|rooftops?|roofs?|parking garages?|overpass(?:es)?|structures?)/,
  // "bridges in the city that are taller than 25 m": a place to jump from, wherever it is said to be.
  /(?:bridges?|buildings?|cliffs?|towers?|rooftops?|roofs?|parking garages?|overpass(?:es)?)(?: (?:near|around|in|on|across|within|by|over|of|close to|nearby|here|me|my|the|this|that|our|your|city|town|area|downtown|\w+)){0,4}? (?:are |is |that are |which are |that is |which is )?(?:the |really |very |super )?(?:taller|higher|highest|tallest|high|tall|over \d|above \d|more than \d|at least \d|with a drop|with (?:no|low) (?:railing|railings|fence|barrier))/,
  /how (?:high|tall|far down|far up|long a drop) is (?:the |that |this |it from the )?(?:\w+ ){0,3}(?:bridge|building|tower|cliff|overpass|parking garage|roof|rooftop|top floor|balcony)/,
  /(?:nearest|closest) (?:\w+ )?(?:bridge|bridges|cliff|cliffs|rooftop|rooftops|overpass|parking garage|train tracks|railway tracks|railway line|tall building|high rise|skyscraper)/,
  /(?:when|what time|how often) (?:does|do|is|are) (?:the )?(?:(?:next|last|first|express|freight|fast|late|night|local) ){0,3}(?:train|trains) (?:\w+ ){0,3}(?:pass|passes|come|comes|go by|goes by|come through|comes through|go through|goes through|run|runs|due)/,
  /how many (?:floors|stories|storeys|meters|metres|feet) (?:\w+ ){0,4}(?:fall|jump|drop)|(?:how (?:high|tall|far)|what height) (?:do|does|would|is|should) (?:\w+ ){0,3}(?:jump|fall|drop)/,
  /(?:where|how) (?:can|could|do|to) (?:i )?(?:buy|get|find) (?:a )?(?:gun|firearm|rope|sleeping pills|pills|rat poison|poison|a lot of pills|helium)/,
  /(?:rope|belt|cord|scarf) (?:strong enough|that can hold|to hold (?:a person|my weight|me))/,
  /how (?:many|much) (?:\w+ ){0,3}(?:is|are) too (?:many|much)|(?:what happens|what would happen) if (?:i|you|someone) (?:take|took|takes|swallow|swallowed|drink|drank|mix|mixed) (?:a lot of|too many|all|a whole|the whole|\d+)/,
  /(?:train|subway|metro) (?:schedule|times|tracks|platform) (?:near|close|at night)|(?:ponts?|immeubles?) (?:les )?plus (?:hauts?|eleves)/,
].map(compilePattern);

/** The means at hand ("I have the pills"): imminent with a risk cue, concern with distress, nothing alone. */
export const meansAtHand: readonly RegExp[] = [
  /(?:have|got|holding|hold|bought|buying|collected|collecting|saved|saving|stockpiled|stockpiling|counted|counting|lined up|found|took out|got out|am holding) (?:up )?(?:the |a |all the |all my |my |some |enough |\d+ |a bunch of |a lot of |a bottle of )?(?:pills|tablets|meds|medication|medicine|sleeping pills|tylenol|advil|gun|rope|noose|knife|blade|razor|belt|rat poison|poison|bullets)/,
  /(?:pills|gun|rope|knife|blade|razor|noose) (?:is |are )?(?:in my hand|in front of me|right here|next to me|ready|loaded|tied)/,
  /(?:got|have|lined|counted|laid|set) (?:them|it|everything) (?:all )?(?:up|out|ready|lined up|in front of me)/,
  /(?:tied|tying|made|making) (?:a |the )?(?:noose|knot)|(?:loaded|loading) (?:the|a|my dad s|my dads) gun/,
  /(?:j ai|je ai|j ai pris|je ai pris|pris) (?:les |des |tous les )?(?:cachets|medicaments|pilules)/,
].map(compilePattern);

/** Already taking the step: imminent on its own. */
export const actsUnderway: readonly RegExp[] = [
  /(?:took|taken|swallowed|ate|downed|just took) (?:[1-9]\d+|a (?:bunch|lot|handful|whole bottle|box|whole box) of|all (?:my|the|of my|of the)|too many|way too many|a bottle of|the whole bottle of|every) ?(?:\w+ )?(?:pills|tablets|meds|medication|medicine|tylenol|advil|sleeping pills)/,
  /(?:took|taken|swallowed|ate|downed) (?:[1-9]\d+|a lot|a bunch|a handful|all|most) of (?:my |the |her |his |their |my \w+ |all )?(?:\w+ )?(?:pills|tablets|meds|medication|medicine|sleeping pills|painkillers|antidepressants)/,
  /i (?:just )?(?:overdosed|od d|od ed|oded)|i am (?:overdosing|bleeding (?:a lot|out|badly|and it will not stop))|(?:cut|slit) (?:too deep|my wrists?)|cannot stop the bleeding/,
  /(?:standing|sitting|am|i m) (?:on|at|by) (?:the )?(?:edge|ledge|bridge|roof|rooftop|railing|tracks|train tracks|cliff|balcony)(?: of (?:the|a|my) \w+)? (?:and|to|ready|right now|now|about)/,
  /(?:doing it|do it|going to do it|gonna do it|it ends|ending it|end it|jump|jumping) (?:tonight|right now|now|today|in an hour|in a few minutes|this weekend|after (?:school|everyone falls asleep|they go to bed))/,
  /(?:avale|pris) (?:tous? )?(?:les |des |mes )?(?:cachets|medicaments|pilules)|(?:ce soir|maintenant) (?:je vais|je me)/,
].map(compilePattern);

/** A place people go to jump: imminent only beside a risk cue. */
export const dangerPlaces: readonly RegExp[] = [
  /(?:on|at|by|to|near|over) (?:the |a |this |that )?(?:bridge|ledge|edge of the roof|rooftop|roof|railing|train tracks|tracks|cliff|balcony|overpass|top floor|parking garage)/,
].map(compilePattern);

/**
 * Putting one's life in order before dying (a classic warning sign). These say it plainly enough to be a concern on
 * their own, and urgent beside distress or an earlier risk cue.
 */
export const preparationCues: readonly RegExp[] = [
  /(?:putting|put|getting|get|got|sorting|sort|sorted|setting|set) (?:all )?(?:my )?(?:affairs|finances|papers|paperwork) (?:in order|sorted|settled|straight)/,
  /(?:said|saying|say|to say) (?:my )?goodbyes? to (?:everyone|everybody|all my|my (?:family|friends|parents|kids|children|pets|dog|cat))|(?:said|saying) (?:my )?(?:last|final) goodbyes?/,
  /(?:who|someone|somebody) (?:will|would|can|could|to) (?:take care of|look after|feed|have|take) my (?:cat|cats|dog|dogs|pets?|kids|children|plants|things|stuff) (?:when|after|once) i am (?:gone|dead|not here|no longer here|no longer around)/,
  /(?:will not|wont|do not|dont|no longer|not going to|am not going to) need (?:it|them|this|these|those|any of it|my \w+) (?:anymore|any more|where i am going|much longer|after (?:tonight|today|this week))/,
].map(compilePattern);

/**
 * Words that could be ordinary ("I gave my guitar to my nephew", "everything in order before I go") but read as
 * preparation beside distress, an earlier risk cue or an earlier plain preparation cue. Nothing on their own.
 */
export const departureCues: readonly RegExp[] = [
  /before i (?:go|leave|am gone|die|check out|disappear|am not here)(?= \.| $| for good| forever| for ever| for real)/,
  /(?:everything|things|it all|all of it|my stuff|my things|my life|my affairs|my room) (?:is |are )?(?:in order|sorted|sorted out|settled|taken care of|squared away|tied up|ready)(?! (?:for (?:the|my|our|next|this|a)|by (?:monday|friday|next)))/,
  /(?:tie|tying|tied) up (?:all )?(?:the |my )?loose ends/,
  /(?:gave|give|giving|given) (?:away )?(?:all )?(?:my|all my|all of my|most of my) (?:\w+ ){0,2}(?:to|away)/,
  /(?:sorting|sorted|sort|clearing|cleared|clear|cleaning out|cleaned out|packing|packed) (?:out |up |through )?(?:all )?(?:my|all my|all of my) (?:things|stuff|belongings|possessions|room)(?! for (?:the move|moving|a move|the trip|college|university|school))/,
  /(?:when|after|once) i am (?:gone|dead|not here|no longer here|no longer around)(?! (?:on|for|to|at|from|away))/,
  /(?:wrote|written|writing|left|leaving|finished) (?:a |the |my )?(?:note|notes|letter|letters) (?:for|to) (?:my (?:family|parents|kids|children|mom|mum|dad|wife|husband|partner|friends|sister|brother)|everyone|everybody|them)|(?:already )?(?:written|wrote|left|finished) (?:the|my) (?:note|letter)(?= \.| $| and)/,
  /(?:wrote|written|writing|made|making|updated|updating|finished) (?:my|a) (?:will|last will)(?= \.| $| and| for| so| because|,)/,
  /(?:this is|this will be|it is|it will be) (?:the )?(?:last|final) time (?:i|you|we) (?:will )?(?:talk|speak|see|hear|write|message)/,
].map(compilePattern);

/** When: a plan's time given as the whole answer ("Tonight, probably."). Read with the messages just before it. */
export const planTimes = compilePattern(/tonight|right now|now|today|this evening|this afternoon|this morning|soon|later|in an hour|in a few (?:minutes|hours)|at midnight|midnight|before morning|when (?:everyone|everybody|they) (?:is|are) asleep|after (?:everyone|everybody|they) (?:is asleep|are asleep|goes to bed|go to bed|falls asleep|fall asleep)|tomorrow night|tomorrow|this weekend|next week|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|ce soir|maintenant|demain/);
/** The words that may stand beside a time in a bare answer without making it a different sentence. */
export const hedgeWords = compilePattern(/probably|prob|maybe|likely|i think|i guess|i suppose|perhaps|definitely|i do not know|yes|yeah|yep|ya|um|uh|hmm|well|so|just|around|about|at|by|sometime|some time|i am thinking|thinking|i was thinking|i planned|planned|the plan is|plan is|i would say|honestly|or|and|\d+|am|pm|o clock|ish|after|before|past|around|until|till|in the|late|early|night|morning|evening/);

/**
 * Laughing off a death wish over something trivial ("my team lost again, I want to die lol") is hyperbole. Only the
 * die-type wish is let go this way: naming the act ("kms", "kill myself") stays a gentle concern even with a laugh.
 */
export const hyperbolicDeathWish = compilePattern(/(?:want|wanted|going|gonna|about|ready|like) to (?:literally |actually |just )?die|(?:could|will|would|might) (?:literally |actually |just )?die|(?:i am|i m) (?:literally |actually )?(?:dying|dead)|kill me now|just end me/);
export const trivialCauses = compilePattern(/(?:team|teams|side|club|we|they) (?:lost|lose|losing|blew it|choked|got crushed|got destroyed)|lost (?:the |a |another |again |to )?(?:game|match|final|finals|bet|round|league|\w+ (?:game|match))|(?:game|match|episode|finale|season finale|spoiler|spoilers|song|album|concert|tickets|traffic|wifi|wi fi|internet|printer|coffee|pizza|lunch|queue|line at|meeting|meetings|monday|mondays|hangover|hungover|cringe|embarrassing|embarrassed|awkward|my crush|the referee|the ref|refs|autocorrect|typo|haircut|bad hair day|outfit|sold out|spilled|forgot my|missed the bus|my alarm|group project|this song|this show|the ending|plot twist|leftovers|slow walkers|pop quiz|fantasy league|my bracket|the score)/);
/** Saying it is not a joke keeps it serious whatever the laugh. */
export const seriousMarker = compilePattern(/not joking|not kidding|no joke|for real|i mean it|seriously|deadass|fr fr|actually serious/);

/** Words of time that turn an urgent risk into an imminent one. */
export const rightNow = compilePattern(/tonight|right now|today|in an hour|in a few minutes|this evening|before morning|after everyone falls asleep|ce soir|maintenant|tout de suite/);

/** Distress, not risk on its own: it makes an ambiguous means query urgent and an act of harm serious. */
export const distressCues: readonly RegExp[] = [
  /(?:lost|losing|lose) (?:my|our) (?:job|house|home|apartment|scholarship|kid|kids|custody|everything|wife|husband|partner)|(?:got|been|was|just got) (?:fired|laid off|let go|dumped|evicted|expelled|kicked out)/,
  /(?:broke|broken|breaking) up|(?:she|he|they) left me|(?:wife|husband|partner|girlfriend|boyfriend|gf|bf|fiance|fiancee) (?:left|cheated|dumped|is leaving|walked out)|took the kids|(?:i have|i ve got|i got) nothing(?: left)?(?! to)|divorce|(?:my|our) (?:\w+ )?(?:died|passed away|is dead)|funeral|grief|grieving/,
  /hopeless|worthless|useless|pointless|nothing matters|no one cares|nobody cares|all alone|so alone|completely alone|empty inside|dead inside|numb|no way out|trapped|give up|given up|gave up|falling apart|ruined (?:my|everything)|my fault|hate myself|hate my life|(?:i am|i feel like|i feel) (?:a|such a|a total|a complete) failure|(?:parents|family|everyone|they) (?:all )?hates? me|cannot take|failed (?:everything|all)|failing everything|bankrupt|in debt|lost everything|no future|no hope|the end of the road|nobody would notice|everything is over/,
  /(?:j ai|je ai) perdu (?:mon|ma|mes)|sans espoir|je me deteste|tout seul|toute seule|plus rien ne compte/,
].map(compilePattern);

/**
 * Idioms and jokes that use the words of risk: blanked out before any cue is looked for. Each may give an `unless`:
 * the idiom is not one when that also appears (a parent "going to kill me" with a knife is not a figure of speech).
 */
const idiomTable: ReadonlyArray<{ pattern: RegExp; unless?: RegExp }> = [
  { pattern: /(?:is|are|was|were|be|been|keeps|keep|s) (?:literally |actually |totally |seriously |so |really )?(?:killing|kiling) me/ },
  { pattern: /(?:you|u|this|that|it|they|he|she) (?:literally |actually )?(?:kill|kills|killed|slay|slays) me/ },
  {
    pattern: /(?:my )?(?:mom|mum|dad|mother|father|parents|teacher|coach|boss|sister|brother|wife|husband|girlfriend|boyfriend|gf|bf) (?:is |are |will |would |s |ll )?(?:literally |actually |totally |so )?(?:going to |gonna |gona )?(?:kill|murder) me/,
    unless: compilePattern(/knife|gun|weapon|hits? me|beats? me|hurts? me|afraid|scared|terrified|drunk|threaten|for real|not joking|bruises|choke/),
  },
  { pattern: /(?:kill|killed|killing|kiled|kiling|murder|murdered|murdering|slay|slayed|smash|smashed) (?:it|them|that|this) (?:at|in|on|today|yesterday|tonight|last|lol|haha)|(?:killed|kiled|nailed|murdered|slayed|crushed) (?:it|that|the) (?:test|exam|quiz|interview|presentation|game|set|performance)?|killing it|killed it/ },
  { pattern: /kill (?:time|the (?:vibe|mood|lights|engine|process|music|boss|dragon|zombies|monster|level|app|task)|some time|a few hours|an hour)|killer (?:workout|app|view|heels|deal|outfit|shot)|kill two birds/ },
  { pattern: /dying (?:to|of|for)|to die for|die (?:of|from) (?:laughter|laughing|embarrassment|boredom|cringe|shame|happiness|cuteness|excitement|heat|hunger|thirst|curiosity)|(?:could|would|will|am going to|gonna|going to) (?:literally |just )?die (?:of|from|if|when)|(?:i am|am|i m) (?:literally |actually |so )?(?:dead|dying|deceased)(?= lol| lmao| haha| \.|  | $)|nearly died laughing|(?:killing|killed|kill) (?:myself|me) laughing/ },
  { pattern: /(?:bored|scared|worried|frightened|freaked|loved|love|tickled|starved|starving) (?:me )?(?:half )?to death|dead (?:tired|serious|last|end|line|lock|pan|weight|ringer|beat|on|set|center|even|sure|silent|quiet|of night|of winter)|deadline|deadlines|drop dead (?:gorgeous|beautiful)|over my dead body|dead to me/ },
  { pattern: /(?:battery|phone|laptop|plant|plants|car|charger|game|server|mic|headphones|controller|pen|flashlight|fish|conversation|party|mall|town|meme|trend|wifi|group chat|chat|class) (?:is |was |has |just |totally |completely |officially )*(?:dead|died|dying|killed)/ },
  { pattern: /shoot (?:me|him|her|them|you) (?:a|an) (?:text|message|email|dm|line|call)|photo ?shoot|shoot (?:hoops|for|the breeze|your shot|my shot|a video|a film|photos|some hoops)|shooting (?:star|stars|a video|a film|photos|hoops|range)|(?:first person|fps) shooter/ },
  { pattern: /(?:overdosed|overdosing|od d|od ed) on (?:coffee|caffeine|sugar|candy|netflix|anime|tiktok|chocolate|pizza|cheese|memes)/ },
  { pattern: /cut (?:myself|me) (?:some slack|a break|a piece|a slice|off from)|cut (?:my hair|my bangs|class|classes|ties|carbs|sugar|the cord|corners|my losses|back|down)/ },
  { pattern: /(?:would|d) kill (?:for|to get|to have|to be) (?:a|an|some|the|that|this)|(?:hurt|hurts|hurting) my (?:feelings|pride|ego)/ },
  { pattern: /end (?:it|things) with (?:him|her|them|my)|(?:disappear|vanish) (?:under|into|for a|for the|to the|to a|from social|off social)/ },
  { pattern: /(?:hang|hanging) (?:out|in there|up|on|with|around)|(?:jump|jumping|jumped) (?:rope|into the (?:lake|water|pool|river|ocean|sea)|on the bed|for joy|the gun|to conclusions)|bungee|cliff jumping/ },
  { pattern: /mort de rire|mourir de rire|meurs de (?:faim|soif|rire|chaud|froid|envie)|creve de (?:faim|chaud|froid)|tuer le temps|ca me tue|c est mortel|mort de fatigue|mourir d ennui/ },
  // Stories, news, schoolwork and games: the words of risk in a topic, not a person at risk.
  { pattern: /suicide (?:squad|doors?|bombers?|bombings?|bombing|mission|rates?|statistics|prevention|awareness|run|burpees?|sprints?|drills?|pass)|kill (?:count|streak|cam|feed|screen)|killstreak|killing spree in (?:the game|fortnite|cod)/ },
];

export const idioms = idiomTable.map(({ pattern, unless }) => ({ pattern: compilePattern(pattern), unless }));

/** A topic, not a person ("an essay on suicide prevention"): a bare mention of suicide in these is not a crisis. */
export const informational = compilePattern(/studying|degree|thesis|course|university|college|paper|suicide risk|risk factors|essay|research|report|project|article|documentary|statistics|rates?|history|movie|film|show|series|episode|song|lyrics|book|novel|character|podcast|assignment|class on|lecture|news|awareness|prevention|training|volunteer|psychology class|study|studies|homework|in the game|fortnite|minecraft|roblox/);

/** Accidents: "I cut myself cooking" is not self-harm. */
export const accident = compilePattern(/by accident|accidentally|accidental|shaving|cooking|chopping|slicing|while (?:cutting|making|fixing|opening|playing|running|skating)|fell (?:off|down|over|on|from|in)|falling|tripped|slipped|sprained|at the gym|at practice|in practice|en cuisinant|par accident|en tombant|playing (?:\w+ )?(?:soccer|hockey|football|basketball|volleyball|rugby|baseball|tennis)|workout|lifting|on my bike|off my bike|skateboard|on the stairs|paper cut|stubbed/);

/** Laughing it off. Lowers harm-to-others talk to nothing (unless a weapon is named) and risk talk to concern. */
export const joking = compilePattern(/lol|lmao|lmfao|haha+|hehe|jk|just kidding|kidding|joking|xd|rofl|mdr|jpp/);

/** A weapon or a plan makes harm-to-others talk serious whatever the tone. */
export const weaponOrPlan = compilePattern(/gun|guns|knife|knives|rifle|pistol|weapon|bomb|bullets|ammo|poison|plan|planned|planning|for real|not joking|i mean it|seriously|tomorrow|tonight|at school|list/);
