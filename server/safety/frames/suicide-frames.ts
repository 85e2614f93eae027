/**
 * Frames of suicidal thinking said by the person themself: intent, passive wishes, finality and burden, a plan,
 * preparation and goodbyes. (A time turns these into danger now: classifier.ts.)
 */
import { negationFreeGap } from './concepts';
import { rule, type Frame } from './frame';
import { frenchRules } from './french-rules';

const fr = {
  // French, as Canadians type it: "j'veux mourir", "chu pu capable", "en finir".
  intent: String.raw`(?:je )?(?:veux|voudrais|pense a|envie de|aimerais|ai le gout de|pense juste a|songe a|reve de) (?:me )?(?:mourir|me suicider|suicider|me tuer|en finir|mettre fin a mes jours|me pendre|me jeter)|je (?:vais|va) (?:me suicider|me tuer|en finir|me pendre|mettre fin a mes jours)|me suicider|me tuer|mettre fin a (?:mes jours|ma vie)|en finir avec (?:la vie|ma vie|tout|moi)|suicidaires?|(?:envie|besoin|hate) de mourir|plus envie de vivre|(?:ne )?veux plus vivre|pas envie de vivre|en finir(?! avec (?:ce|cette|ces|les|mes|le|la|un|une|mon|ma))(?! de)|me (?:pendre|foutre en l air|flinguer)|(?:la|ma) mort (?:serait|est) (?:la seule|une) (?:solution|delivrance)`,
  passive: String.raw`(?:pense|pensais|penser|songe|songer|pensees) (?:souvent |beaucoup |encore |tout le temps )?(?:au suicide|a la mort|a mourir|a me tuer)|(?:je )?(?:veux|voudrais|aimerais) (?:juste )?disparaitre(?! (?:de|du|des|sous|pour (?:la|le|une|un)))|(?:plus|pu|jamais) (?:me )?reveiller|dormir pour toujours|(?:je )?(?:n en peux plus|en peux pu|en peux plus)(?! (?:de|d|avec))|(?:je )?suis (?:pu|plus) capable(?! de| d )|aucune raison de vivre|a quoi bon vivre|(?:ma )?vie ne vaut (?:rien|pas la peine)|(?:tanne|tannee|fatigue|fatiguee) de vivre|souhaite (?:etre|etre) mort|pas (?:la peine|envie) de continuer`,
  burden: String.raw`(?:je )?suis un fardeau|personne ne (?:me )?(?:regretterait|remarquerait|manquerait)|(?:tout le monde|ils|ma famille) (?:serai(?:en)?t|seraient) mieux sans moi|mieux sans moi`,
};

export const intent: Frame = {
  name: 'intent',
  category: 'suicide',
  guards: ['hyperbole', 'fiction', 'past', 'informational', 'units'],
  rules: [
    // Unmistakable words for killing oneself, whatever stands around them.
    rule(
      { alone: 'urgent', self: true },
      /(?:kill|killing|killed|kil) (?:myself|my self|meself)|(?:end|ending|take|taking) (?:my|my own) (?:life|lyfe)/,
      /(?:commit|comit|commiting|committing|attempt|attempting|considering|contemplating) suicide|suicide (?:note|letter|plan|pact)/,
      /(?<!(?:if|whether|asked|ask|asking|asks) )(?:i am|i feel|i have been|i was|i keep feeling|feeling|i get|i am getting|getting|been feeling|i am so|i am literally) (?:really |so |very |kind of |a bit |pretty |extremely |super |actually |literally |fucking |fuckin |hella )?suicidal|suicidal (?:thoughts|ideation|feelings|urges|again|tonight|lately|rn|right now)/,
      /(?:unalive|unaliving|unalived) (?:myself|my self|me)|(?:want|going|gonna|trying|try|plan|planning|thinking about|about|finna|wana) (?:to )?(?:unalive|unaliving)/,
      /kms|ctb|catch the bus|toaster bath|(?:rope|neck|delete|alt f4|off) myself|(?:to|gonna|going to) off myself|an hero|sewerslide|sui side/,
      /(?:hang|hanging|drown|drowning|shoot|shooting|poison|poisoning|suffocate|suffocating|gas|gassing|electrocute) (?:myself|my self)|put a bullet in my (?:head|brain)|blow my (?:brains|head) out|(?:slit|slice|open) my (?:wrists?|throat|veins)/,
      /(?:jump|jumping|throw myself|throwing myself|step|stepping|walk|walking|drive|driving|swerve|swerving) (?:off|from|in front of|under|into) (?:a|the|my|that|this|our|an|oncoming) (?:\w+ )?(?:bridge|building|roof|rooftop|cliff|balcony|window|tower|overpass|train|car|bus|truck|parking garage|highway|traffic|subway|semi|tree|wall|river|lake)/,
    ),
    // Wanting, meaning or deciding to die, or to "end it", "do it", "go through with it".
    rule(
      { alone: 'urgent', self: true },
      '{wantDie} (?:(?:{adv}) ){0,2}(?:die|be dead|not be alive|not exist|stop existing|stop living|end it all|end it|end everything|end things|end this|go through with it|do it for real|kill me|not be here anymore|not be around anymore|be done with (?:it all|everything|life|living))(?! (?:with|for|of|at|on|in the|to|laughing|from|happy|tomorrow at))(?! (?:project|game|relationship|conversation|chat|call|meeting|debate|argument|season|series|show|chapter|book|semester|class|friendship|streak|job|contract|lease|subscription))',
      '{want} (?:(?:{adv}) ){0,2}(?:overdose|od|take (?:all|every|the whole|a whole|all of) (?:\\w+ ){0,3}(?:pills?|meds|tablets|bottle|medication|medicine)|take every pill|end it all|go through with it|do it for real|end my life|jump off (?:a|the|that) \\w+|hang myself|be dead (?:by|before|soon|tomorrow|in a|within)|(?:end it|end things|end everything|end this)(?! (?:with|for|of|at|on|in the|to|and) ))',
      /(?:i will|i ll|i am going to|i am gonna|gonna|going to) be (?:dead|gone) (?:by|before|in|within|soon|tomorrow|next|after)|(?:it will|it ll|itll|it is going to) (?:all )?be (?:done|over) (?:by|before) (?:sunrise|morning|midnight|dawn|tomorrow)|(?:then|and then) (?:it is|its|it s) happening/,
      /(?:ready|time|decided|deciding) to (?:leave this world|leave for good|say goodbye for good|die|end it|be with (?:\w+ ){1,2}again)/,
      /(?:do not|dont|never|no longer) (?:really )?(?:want|wish|wanna) to (?:live|be alive|keep living|go on living|survive|be on this earth|be in this world)/,
      /(?:i am|i m) (?:going|gonna) to (?:do it|end it|go through with it)(?: this time| for real| tonight| soon)/,
      /(?:planning|plan|planned|going|decided) (?:my|on my|to do my) (?:suicide|death|exit)|(?:my|an) exit plan/,
      /(?:tried|try|trying|attempted|attempt) to (?:kill myself|end my life|end it|take my (?:own )?life|overdose|od|hang myself)/,
      fr.intent,
    ),
  ],
};

export const passiveIdeation: Frame = {
  name: 'passive-ideation',
  category: 'suicide',
  guards: ['hyperbole', 'fiction', 'past', 'informational'],
  rules: [
    // Not waking up, sleeping for ever: a wish to die said through sleep (a lie-in is not one).
    rule(
      { alone: 'urgent', self: true },
      /(?:want|wanted|wanting|wish|wishing|hope|hoping|pray|praying|would love|like|ready|longing|want to|wanna) (?:to |(?:that )?i (?:could |can |would |will |might |get to |just |dont |do not |never |won t |will not )?)?(?:just )?(?:go to sleep|fall asleep|sleep|close my eyes|drift off|lie down|wake up|go to bed)?(?: forever| tonight| one night)? ?(?:and|then|and just)? ?(?:never|not|not ever|just never|never ever|do not|dont) (?:wake|waking) (?:up|again)(?! (?:early|late|until|till|before|at|in time|on time|for|when|to))/,
      /(?:go to sleep|going to sleep|fall asleep|falling asleep|sleep|sleeping) (?:forever )?(?:and|then) (?:never|not) (?:wake|waking) up (?:sounds|would be|seems|feels) (?:so |really )?(?:nice|good|peaceful|better|great|tempting|like a relief)/,
      /(?:hope|hoping|pray|praying|wish) (?:that )?i (?:do not|never|will not|dont|won t) wake up/,
      /(?:hope|hoping|pray|praying|wish|wishing) (?:that )?(?:the |my |this |a )?(?:plane|car|bus|train|cancer|tumou?r|illness|covid|disease|truck|lightning) (?:\w+ ){0,2}(?:crashes|crash|kills me|takes me|hits me|gets me|goes down|finish(?:es)? me)/,
      /(?:want|wanted|wish|wishing|wanna) (?:i was|i were|i could be|to be|i d be|i would be) (?:dead|gone for good|gone forever|in the ground|six feet under|never born)|(?:rather|better off|happier) (?:be )?dead/,
    ),
    // Vanishing for good, not existing, not having to deal with it much longer.
    rule(
      { alone: 'concern', self: true },
      /(?:want to|wanna|wish i could|wish to|going to|wish i could just|like to|want it all to|just want to|need to) (?:disappear|vanish|fade away|fade out|sleep forever|go to sleep forever|sleep and never wake up|not be here|not exist|stop existing|cease to exist|evaporate|be erased)(?! (?:under|into|for a|to the|to a|from social|off social|for the (?:weekend|day|week|night)|from (?:this|the) (?:party|class|room|group|chat|conversation|family dinner)|in my (?:bed|room|blanket|hoodie)|somewhere warm|to (?:mexico|hawaii|a cabin|the mountains)|for (?:like |about |maybe |just )?(?:a|an|one|two|\d+|the|a few) (?:week|weekend|day|days|month|while|bit|hour|hours|year|night)))/,
      /(?:do not|never|no longer|dont) (?:really )?(?:want|wish|wanna) to (?:exist|be here|wake up|be around)(?: anymore| again| tomorrow)?|tired of (?:living|being alive|life|existing|being here|waking up|breathing)|(?:wish|want) (?:i was|i were|i had|to have|i d|i would|i would have) never (?:been )?born/,
      /(?:wo not|will not|not going to|not gonna|won t|wont|do not have to|dont have to|will not have to|won t have to) (?:be (?:around|here|alive)|have to (?:deal with|put up with|do) (?:this|it|any of this|this shit|life)) (?:much longer|for long|anymore|any more|by morning|forever)/,
      /(?:no|not any|not a single|nothing) (?:reason|point|purpose) (?:to|in|of) (?:live|living|go on|going on|being alive|being here|be alive|be here|carry on|carrying on|keep going|wake up|waking up|exist|existing)|nothing (?:left )?(?:to live for|worth living for)/,
      /(?:do not|cannot|can not|canot|no longer) see (?:the|any|a) (?:point|reason|purpose) (?:in|of|to) (?:going on|go on|living|live|life|being alive|being here|carrying on|keep going|keeping going|existing)/,
      /(?:not sure|do not know if|do not know whether|unsure if|unsure whether|not certain) (?:i )?(?:even |still |really )?(?:want to|wanna) (?:live|be alive|be here|keep going|go on|exist|keep living)/,
      /(?:life|my life|living|existing|being alive) (?:just |really |honestly |kind of |so |truly )?(?:is|is not|isnt|feels|feels not|does not feel|is no longer) (?:really |just )?(?:not )?(?:worth (?:living|it anymore|it any more|it)|pointless|meaningless)|(?:what is|whats) the point (?:of|in) (?:living|life|going on|being alive|being here|existing|waking up)/,
      /(?:think|thinking|thought|thoughts) (?:a lot |so much |constantly |all the time )?(?:about|of) (?:dying|death|being dead|not being here|not existing|ending it|my own death|my funeral|killing myself|suicide)|(?:sewerslide|suicide|suicidal|kill myself) (?:thoughts|thinking)/,
      /(?:want|wish|need) (?:it|everything|this|my life|life|it all|the pain) to (?:end|stop|be over)(?: forever| for good| permanently)|(?:want|wish) (?:it|everything|it all|this) (?:would|could) (?:just )?(?:end|stop|be over) (?:forever|for good|permanently)|(?:death|dying) (?:sounds|seems|feels) (?:like )?(?:peaceful|nice|better|like a relief|easier|like the only way|like an escape)/,
      /(?:if i (?:got|get|was|were) (?:hit|run over|killed|in a crash|in an accident|shot)) (?:\w+ ){0,5}(?:would not|wouldnt|would not even|wouldnt even|would not really) (?:be )?(?:mad|care|mind|upset|sad|bothered|fight it|complain)|(?:would not|wouldnt) (?:mind|care) if i (?:died|did not wake up|never woke up|got hit|was gone|just stopped)/,
      // Still being here questioned ("i dont know why im still here", "why am i even here anymore"); not "idk why im
      // here", which is as often about opening the app.
      /(?:do not|dont|don t|dunno|idk) (?:even )?(?:know|see|get) why i(?: am| m|m)? (?:even )?still (?:here|around|alive)|why (?:am|m) i (?:even |still )*(?:here|around|alive) (?:anymore|any more)|why am i still (?:here|around|alive)/,
      /rest forever|only (?:one|1) way out|(?:picture|imagine|imagining|fantasi[sz]e about|think about) my (?:own )?funeral|it should have been me|(?:life insurance|insurance money|insurance payout) (?:\w+ ){0,8}(?:if i|when i|better off|happier|pay off)|if i was gone (?:\w+ ){0,4}(?:money|relax|easier|happier|better)/,
      fr.passive,
    ),
    // A bare mention of suicide said by the person, outside a topic or someone else's death: a gentle check.
    rule(
      { alone: 'concern', self: true },
      `(?:i|me|myself|i am|i feel|i have|i keep) ${negationFreeGap(3)}(?:suicide|suicidal|sewerslide)(?! (?:of|by|rate|rates|prevention|awareness|squad|statistics|risk|line|hotline|helpline|number|survivor|loss|screening|questions))`,
    ),
    ...(frenchRules.passive ?? []),
  ],
};

export const finalityBurden: Frame = {
  name: 'finality-burden',
  category: 'suicide',
  guards: ['hyperbole', 'fiction', 'past', 'informational'],
  rules: [
    rule(
      { alone: 'urgent', self: true },
      /(?:everyone|everybody|they|my family|my friends|the world|people|my parents|my kids|my wife|my husband|my mom|my dad) (?:would|will|d) (?:be )?(?:better|happier|fine|okay|ok|relieved|so much better) (?:off )?(?:without me|if i (?:just )?(?:was gone|were gone|died|was dead|were dead|vanished|disappeared|left for good|was not here|were not here|wasnt here|did not exist|didnt exist|was not around))/,
      /(?:nobody|no one|noone) (?:would |will )?(?:miss|care|notice|cry)(?: about)?(?: me)? (?:if|when) i (?:died|was gone|were gone|disappeared|killed myself|was dead|were dead|die|am gone|left for good)/,
      /(?:this is|consider this|this will be) (?:my )?(?:goodbye|final message|last message|final post|last post|final goodbye)|(?:signing|logging|checking) off for good|(?:good ?night|bye|goodbye) forever|(?:if|when) (?:anyone|someone|somebody|you) (?:reads|read|finds|find|sees|see) this (?:later|after|tomorrow|in the morning)|(?:do not|dont|don t) need to be here (?:for|when|after)|(?:^ | \. )(?:my )?last message(?: \.| ever| from me| love)/,
      fr.burden,
    ),
    rule(
      { alone: 'concern', self: true },
      /better off without me|(?:i am|i feel like|i feel|i m|im just|i am just|i am such|i am nothing but) (?:such |just |only |nothing but |a total |a huge |the )?(?:a )?(?:burden|waste of space|waste of oxygen|waste of air|mistake that should not exist|drain on everyone)/,
      /(?:cannot|can not|canot) (?:go on|do this anymore|do this any more|keep going|take (?:it|this|any of this|much more) anymore|take it any more|keep living|live like this|handle (?:life|living) anymore|do life anymore)|(?:i am|i m) (?:so |just |completely )?done (?:with (?:life|living|everything|it all|this world|existing|trying to live))/,
      /(?:there is|there s|i see|i have) no way out(?! of (?:this (?:contract|lease|job|class|meeting)|the (?:contract|lease)))|(?:this|it) (?:is|feels like) the (?:end|end of the road|end of the line) for me|(?:out of|no more) (?:reasons|will) to (?:live|keep going|stay)/,
    ),
    ...(frenchRules.burden ?? []),
  ],
};

/**
 * "I'm doing it when he leaves": an act named only as "it", with a time. Danger now when the time is now; else a
 * concern alone, urgent beside distress or risk.
 */
const doingIt = '(?:i am|i m|im|i will|i ll|gonna|going to|i am gonna|i am going to) (?:do|doing) it';
const doingItNow = rule(
  { alone: 'urgent', self: true },
  `${doingIt} (?:{now})`,
  '(?:when|once|after) (?:\\w+ ){1,8}(?:{now}) (?:i am|i m|im|i will|i ll) (?:doing it|going to do it|gonna do it)',
  '^ (?:{now}) (?:\\. )?(?:i am|i m|im|i will|i ll) (?:doing it|going to do it|gonna do it)',
);
const doingItWithTime = rule(
  { alone: 'concern', distress: 'urgent', risk: 'urgent', self: true },
  `${doingIt} (?:(?:{later})|when (?:\\w+ ){1,5}(?:leaves|leave|is gone|are gone|goes|go|falls asleep|fall asleep|is asleep|are asleep|is out|are out)|after (?:\\w+ ){1,4}(?:leaves|is gone|goes to|falls asleep)|the (?:night|day|second|minute|moment|morning) (?:before|after|my|they|he|she|everyone))`,
  '(?:when|once|after) (?:\\w+ ){1,8}(?:leaves|leave|is gone|are gone|goes|falls asleep|is asleep|are asleep|is out|are out) (?:\\w+ ){0,4}(?:i am|i m|im|i will|i ll) (?:doing it|going to do it|gonna do it)',
);

export const plan: Frame = {
  name: 'plan',
  category: 'suicide',
  guards: ['fiction', 'past', 'informational', 'hyperbole'],
  rules: [
    // How, where or with what, said by someone who means to.
    rule(
      { alone: 'urgent', self: true },
      /(?:i know|i have figured out|i figured out|i worked out|i have worked out|i have decided|i decided|i ve decided|i have chosen|i chose|i picked|i found) (?:exactly )?(?:how|where|when|the way|the place|the spot|the bridge|the method) (?:i am going to|i will|i d|i would|to) (?:do it|end it|die|kill myself|go)/,
      /(?:the|my) (?:plan|method) is (?:to )?(?:jump|hang|overdose|drown|shoot|take|swallow|crash|drive)|(?:i have|i ve got|i got|there is) a plan(?: to (?:kill myself|end it|die|do it))?(?= \.| $| and| now| this time| already)/,
      /(?:going to|gonna|will|want to|plan to|planning to) (?:drive|crash|steer|swerve) (?:my car )?(?:into|off|in front of) (?:a |the |an )?(?:wall|tree|bridge|pole|truck|semi|cliff|river|oncoming traffic|traffic|guardrail)/,
      /(?:found|scouted|checked out|looked at|picked|chose) (?:a|the) (?:spot|place|bridge|building|roof|cliff) (?:where|to|for)/,
    ),
    doingItNow,
    // Heading to a place to fall or drown: ordinary words, which say it beside distress or risk.
    rule(
      { distress: 'urgent', risk: 'imminent', self: true },
      /(?:i am|im|i m|i will be|i ll be) (?:driving|going|walking|heading|going down|going up|on my way) (?:\w+ ){0,2}(?:to|down to|up to|out to) the (?:bridge|river|tracks|cliff|roof|rooftop|lake|quarry|parking garage|parkade|overpass|water|falls|dam|pier|dock|viewpoint|lookout)/,
    ),
    doingItWithTime,
    // Gone by a time: "before sunrise i'll be gone", "i won't make it to tomorrow". A time now makes it danger now.
    rule(
      { alone: 'urgent', distress: 'urgent', risk: 'urgent', self: true },
      '(?:i will|i ll|i am going to|i m going to|im going to|i am gonna|im gonna|gonna) be (?:gone|dead) (?:before|by) (?:{now}|morning|the morning|sunrise|sunup|dawn)|(?:before|by) (?:{now}|morning|the morning|sunrise|dawn) (?:i will|i ll|i am going to|i m going to|im going to|i am gonna|im gonna) be (?:gone|dead)',
      /(?:not going to|not gonna|will not|wont|won t|do not think i will|do not think i ll) (?:make it|be alive|live) (?:to |till |until |through |past )?(?:tomorrow|the morning|morning)(?= \.| $)/,
    ),
    // "I won't be here tomorrow": a day off, unless said beside distress or risk.
    rule(
      { distress: 'urgent', risk: 'imminent', self: true },
      /(?:not going to|not gonna|will not|wont|won t) be (?:here|around) (?:tomorrow|by morning|in the morning|after tonight|much longer)(?= \.| $)/,
    ),
    // "I'm ready to go", "time to check out": ordinary words that say it only after risk.
    rule(
      { risk: 'urgent', self: true },
      /(?:ready|time|decided) to (?:go|check out|leave)(?= \.| $| now| for good| forever)/,
    ),
    rule(
      { alone: 'concern', distress: 'urgent', risk: 'urgent', self: true },
      /(?:i have|i ve got|i got|i finally have) (?:all|everything) (?:the things |that )?i need(?: now)?(?! (?:for|to (?:make|bake|cook|build|finish|start)))|(?:just )?(?:need|have) to (?:pick|choose|decide on|set) (?:a|the) (?:night|day|date|time)(?! (?:for|to) )/,
    ),
    ...(frenchRules.plan ?? []),
    ...(frenchRules.time ?? []),
  ],
};

const farewell = String.raw`(?:goodbye|bye|farewell|thank you for (?:everything|trying|listening|being)|thanks for (?:everything|trying|listening|being)|thank u for|ty for|sorry for (?:everything|being)|i love you all|love you all|tell (?:my )?\w+ (?:i am sorry|i m sorry|im sorry|i loved|i love))`;
const lastWord = String.raw`(?:(?:the )?last time (?:i will|i ll|ill|i m gonna|im gonna|i am gonna|i am going to|you will|you ll) (?:talk|speak|message|write|hear|post)|(?:my )?(?:last|final) (?:message|msg|post|text)(?= \.| $| here| ever| from me)|for the last time|not (?:gonna|going to) be (?:here|around) (?:after|anymore|tomorrow)|i am done now(?= \.| $))`;

export const preparationGoodbye: Frame = {
  name: 'preparation-goodbye',
  category: 'suicide',
  guards: ['fiction', 'past', 'informational', 'hyperbole'],
  rules: [
    // Plain enough to be a concern alone, urgent beside distress or risk.
    rule(
      { alone: 'concern', distress: 'urgent', risk: 'urgent' },
      /(?:putting|put|getting|get|got|sorting|sort|sorted|setting|set) (?:all )?(?:my )?(?:affairs|finances|papers|paperwork) (?:in order|sorted|settled|straight)/,
      /(?:said|saying|say|to say) (?:my )?goodbyes? to (?:everyone|everybody|all my|my (?:family|friends|parents|kids|children|pets|dog|cat))|(?:said|saying) (?:my )?(?:last|final) goodbyes?|(?:wrote|written|writing|write|left|leaving) (?:\w+ ){0,3}(?:letters?|notes?|messages?|cards?) (?:to say goodbye|saying goodbye|of goodbye|to say farewell)|(?:my|a|wrote|writing|written) (?:goodbye|farewell) (?:note|letter|letters|message|messages|video)/,
      /(?:who|someone|somebody) (?:will|would|can|could|to) (?:take care of|look after|feed|have|take|walk) my (?:cat|cats|dog|dogs|pets?|kids|children|plants|things|stuff|fish|bird|hamster) (?:when|after|once) i am (?:gone|dead|not here|no longer here|no longer around)|(?:please |pls )?(?:take care of|look after|feed) my (?:cat|dog|kids|pets?|mom|little (?:brother|sister)) (?:for me )?(?:when i am gone|after i am gone|after today|from now on)/,
      /(?:will not|wont|do not|dont|no longer|not going to|am not going to) need (?:it|them|this|these|those|any of it|my \w+) (?:anymore|any more|where i am going|much longer|after (?:tonight|today|this week))/,
      /(?:giving|give|gave) away (?:my|all my|all of my|most of my) (?:stuff|things|belongings|possessions|pets|games|clothes|books|guitar|console|plants|jewelry|savings)/,
      /(?:thank you|thanks) for (?:everything|all you have done|all of it|always being there)(?: \. | )(?:\w+ ){0,6}(?:goodbye|bye forever|this is (?:it|the last)|i am sorry|take care of (?:yourself|my))|(?:goodbye|bye) (?:forever|for good|for real this time|everyone)|i love you all(?: \. | )(?:\w+ ){0,4}(?:goodbye|i am sorry|forgive me)/,
      /(?:do not|dont|don t) (?:be sad|cry|miss me) (?:for (?:too )?long|too much|when|after)|(?:hear|see|hug|hugged|hold|held) (?:\w+ ){0,4}(?:one (?:more|last) time|for the last time)|(?:goodbye|bye) (?:doro|everyone|all|world)(?: \.)? (?:\w+ ){0,8}(?:i am|i m|im) done/,
      /(?:wrote|written|writing|made|making|updated|updating|finished) (?:my|a) (?:will|last will)(?= \.| $| and| for| so| because|,)(?!.*(?:lawyer|estate|for (?:my|the) (?:kids|children) just in case))/,
    ),
    // A goodbye or thanks said with a last word: the last time they will talk, a last message. Danger now beside
    // distress or risk.
    rule(
      { alone: 'urgent', distress: 'imminent', risk: 'imminent' },
      new RegExp(`${farewell}(?: [^ ]+){0,25}? ${lastWord}|${lastWord}(?: [^ ]+){0,25}? ${farewell}`),
    ),
    // Ordinary words that read as preparation only beside risk, distress or plain preparation.
    rule(
      { distress: 'concern', risk: 'urgent' },
      /before i (?:go|leave|am gone|die|check out|disappear|am not here)(?= \.| $| for good| forever| for ever| for real)/,
      /(?:everything|things|it all|all of it|my stuff|my things|my life|my affairs|my room) (?:is |are )?(?:in order|sorted|sorted out|settled|taken care of|squared away|tied up|ready)(?! (?:for (?:the|my|our|next|this|a)|by (?:monday|friday|next)))|(?:tie|tying|tied) up (?:all )?(?:the |my )?loose ends/,
      /(?:gave|give|giving|given) (?:away )?(?:all )?(?:my|all my|all of my|most of my) (?:\w+ ){0,2}(?:to|away)/,
      /(?:when|after|once) i am (?:gone|dead|not here|no longer here|no longer around)(?! (?:on|for|to|at|from|away))/,
      /(?:wrote|written|writing|left|leaving|finished) (?:a |the |my )?(?:note|notes|letter|letters) (?:for|to) (?:my (?:family|parents|kids|children|mom|mum|dad|wife|husband|partner|friends|sister|brother)|everyone|everybody|them)|(?:already )?(?:written|wrote|left|finished) (?:the|my) (?:note|letter)(?= \.| $| and)/,
      /(?:this is|this will be|it is|it will be) (?:the )?(?:last|final) time (?:i|you|we) (?:will )?(?:talk|speak|see|hear|write|message)|(?:last|final) (?:message|text|post) (?:from me|i will send|ever)/,
    ),
    ...(frenchRules.preparation ?? []),
  ],
};

export const suicideFrames: readonly Frame[] = [intent, passiveIdeation, finalityBurden, plan, preparationGoodbye];
