/**
 * Frames of the means and the act: means gathered or at hand, questions of lethality, an act under way, an attempt
 * days or weeks ago.
 */
import { rule, type Frame } from './frame';
import { frenchRules } from './french-rules';

export const meansAcquired: Frame = {
  name: 'means-acquired',
  category: 'suicide',
  guards: ['fiction', 'past', 'informational', 'others-death'],
  rules: [
    // Gathering and keeping: the saving up itself says what it is for.
    rule(
      { alone: 'urgent', risk: 'imminent' },
      '(?:saved|saving|saving up|stockpiled|stockpiling|stockpile|hoarded|hoarding|hoard|stashed|stashing|stash|been collecting|collecting|collected|been saving|been keeping|putting aside|put aside|set aside|squirreled away|squirrelled away|stocked up on|secretly kept|secretly keeping) (?:up )?(?:(?:{lots}|my|the|some|her|his|our|their|these|those|extra|old|leftover|spare|a few|all of) ){0,3}(?:\\w+ )?(?:{means})(?: (?:for|in case|just in case|until|till|since))?',
      /(?:for|just in case of|in case of|saving them for|keeping them for|keeping it for|saving it for) (?:a night like this|when i need (?:them|it)|when (?:it|things) get(?:s)? (?:too )?bad|the right (?:moment|time|night)|my exit|the end|when i am ready|one day when|the day i)/,
      /tied (?:the|a) knot (?:from|like|i saw|off)|(?:it is|its|it s|rope is|noose is) hanging (?:in|from) (?:the|my) (?:garage|closet|basement|shed|barn|attic|bedroom|room)|(?:just|only) need to turn the key/,
      /(?:tied|tying|made|making|tested|testing|tie) (?:a |the |my )?(?:noose|knot to hang|knot in the (?:rope|cord|belt))|(?:loaded|loading) (?:the|a|my dad s|my dads|my|his) (?:gun|pistol|rifle|shotgun)|(?:rope|cord|belt|noose|cable) (?:is )?(?:tied|hanging|set up|ready) (?:to|from|on|around|in)|(?:hook|beam|rafter|closet rod|door handle|shower rod|ceiling fan) (?:that will|that can|strong enough to) (?:hold|take) (?:my|me)/,
      /(?:bought|buy|got|get|ordered|order|picked up|brought home) (?:a |some |the )?(?:rope|noose|gun|firearm|pistol|charcoal|helium|rat poison|poison|razor blades|cord|box cutter|blades|exacto knife) (?:\w+ ){0,3}(?:to (?:end|kill|die|hang|do it|use on myself)|for myself|so i can|and i know what)/,
      /(?:hose|tube|pipe) (?:\w+ ){0,4}(?:exhaust|tailpipe|tail pipe)|(?:we do not have|there are no|we have no|no) (?:rats|mice)(?: \.| $| so| but)|(?:\. )?not for (?:boxes|rats|the rats|mice|climbing|camping|the grill|the bbq|the garden|work|balloons|the party)(?: \.| $)|(?:kept|keeping|saved|saving|hid|hiding|put aside) (?:them|it|some|a few) (?:for me|for myself|for later|for when|for the right)/,
    ),
    // At hand: nothing alone, a concern beside distress, danger now beside risk.
    rule(
      { distress: 'concern', risk: 'imminent' },
      /(?:have|got|holding|hold|bought|buying|found|took out|got out|am holding|sitting with|staring at|looking at|carrying|keep|keeping) (?:up )?(?:the |a |all the |all my |my |some |enough |\d+ |a bunch of |a lot of |a bottle of |a box of |his |her |my dad s |my moms |my mom s |my dads )?(?:pills|tablets|meds|medication|medicine|sleeping pills|tylenol|advil|gun|rope|noose|knife|blade|razor|belt|rat poison|poison|bullets|cord|charger cable|extension cord|bottle)/,
      /(?:pills|gun|rope|knife|blade|razor|noose|belt|cord|bottle) (?:is |are )?(?:in my hand|in my hands|in front of me|right here|next to me|ready|loaded|tied|on my desk|in my pocket|in my lap|on the table)/,
      /(?:got|have|lined|counted|laid|set) (?:them|it|everything) (?:all )?(?:up|out|ready|lined up|in front of me)/,
      /(?:j ai|je ai|j ai pris|je ai pris|pris) (?:les |des |tous les )?(?:cachets|medicaments|pilules)|(?:la|une) corde (?:est )?(?:prete|attachee)/,
    ),
    ...(frenchRules.means ?? []),
  ],
};

export const lethalityQuestion: Frame = {
  name: 'lethality-question',
  category: 'suicide',
  guards: ['fiction', 'informational'],
  rules: [
    // Asking what would kill: urgent by itself, whoever it is said to be for.
    rule(
      { alone: 'urgent', risk: 'urgent' },
      /(?:lethal|fatal|deadly|overdose|toxic|killing) (?:dose|amount|quantity|level|height|speed)/,
      /how (?:many|much) (?:\w+ ){0,4}(?:to|would it take to|does it take to|will it take to|it takes to|would|will|do i need to|do you need to|until i|before i|until you|before you|would you need to|till i|for me to) (?:\w+ ){0,2}(?:die|kill|od|overdose|be fatal|be lethal|stop (?:my|your|a) heart|not wake up|never wake up|knock me out (?:for good|forever)|end it|shut down|go to sleep forever)/,
      /(?:painless|quick|quickest|fastest|easiest|best|surest|peaceful|easy|least painful|most painless|most effective|cleanest|simplest) (?:way|ways|method|methods) (?:to|of) (?:die|dying|end it|end my life|kill (?:myself|yourself|a person|someone)|commit suicide|go|overdose|od|not wake up)/,
      /how (?:to|do i|do you|can i|could i|should i|would i) (?:kill (?:myself|yourself)|commit suicide|die (?:painlessly|quickly|fast|in my sleep)|hang (?:myself|yourself)|overdose|od|end (?:my|your) life|tie a noose|slit|bleed out)/,
      /how (?:long|fast|quickly) (?:does it|would it|will it|till you|until you|before you) (?:take (?:to|for (?:you|a person|someone|me) to) )?(?:bleed out|die|drown|suffocate|hang|lose consciousness|pass out and die|stop breathing)/,
      /(?:would|will|could|can|do|does) (?:you|i|a person|someone|anyone|people) (?:\w+ ){0,2}(?:survive|die|live) (?:\w+ ){0,5}(?:crash|collision|fall|jump|drop|impact|hitting|hit|jumping|falling|drowning|overdose|od|car|train|bridge|floors|stories|storeys|metres|meters|feet|km h|kmh|kph|mph|miles an hour)/,
      /(?:survive|survivable|die from|die in|kill you|killed by|fatal) (?:\w+ ){0,4}(?:a |an )?(?:crash|collision|fall|jump|drop|impact) (?:at|from|of|into) (?:\w+ ){0,3}(?:\d+|a (?:wall|tree|bridge))/,
      /(?:what|which) (?:\w+ ){0,3}(?:chemicals|cleaners|cleaning products|household products|products|things|stuff|gases|plants|meds|medications|pills) (?:\w+ ){0,4}(?:kill|lethal|deadly|fatal|toxic enough|poisonous enough|make a toxic gas|make poison)/,
      /(?:how|can|could|would|will|does|do) (?:\w+ ){0,4}(?:mixing|mix|combining|combine) (?:\w+ ){1,5}(?:kill|be fatal|be lethal|make (?:a )?(?:toxic|deadly|lethal)|stop (?:my|your) heart)/,
      /(?:does|would|will|is) (?:drowning|hanging|bleeding out|an overdose|overdosing|od ing|suffocating|jumping|dying|carbon monoxide|a gunshot) (?:hurt|painful|quick|fast|peaceful|painless)/,
      /how (?:high|tall|far) (?:\w+ ){0,4}(?:to die|to be fatal|to kill|to be sure|so i do not survive|for it to work|to not survive)/,
      /how (?:high|far|deep|long|much|many|fast|cold|hot|big|strong) (?:\w+ ){0,8}(?:so (?:it is|its|i am|i d be|i would be|i will be|i do not|i dont|i wont|i will not|you do not|you dont) (?:definitely |really |actually |surely |for sure )?(?:over|dead|done|gone|final|fatal|finished|survive|make it|wake up|come back)|for it to be (?:fatal|lethal|deadly|enough|final|over|certain)|to make sure (?:it works|i do not|i dont|you do not|it is over)|that you (?:do not|dont|will not|wont) (?:survive|make it|wake up|come back))/,
      /(?:would|will|could|can|does|do|is) (?:\d+ ?(?:mg|milligrams|g|grams|pills|tablets|capsules)|(?:\w+ )?(?:pills|tablets)) (?:of (?:\w+ ){0,2})?(?:\w+ )?(?:kill|be fatal|be lethal|be enough to|be an overdose)/,
      /(?:fast|high|deep|strong|long|cold|far) enough (?:\w+ ){0,4}(?:into a|to die|to kill|to be fatal|to end it|so i|that i|to not)|(?:fall|drop|jump|height|distance|speed|crash) (?:\w+ ){0,3}(?:kills|will kill|would kill|is fatal|is lethal)|(?:kills|kill you|die) for (?:sure|certain)/,
      /(?:want|need) (?:it|this) to work (?:this time)?|make sure it works|(?:so|and) it (?:works|does not fail|wont fail) (?:this time)?/,
    ),
    rule(
      { alone: 'concern', distress: 'urgent', risk: 'urgent' },
      /(?:can|could|would|will|do|does) (?:you|u|i|a person|someone|people|ppl) (?:die|od|overdose|not wake up) (?:from|if|on|by|after) (?:\w+ ){0,4}(?:all of it|the whole|a whole|too many|all of them|every|pills|tablets|meds|mixing)/,
    ),
    // Looking for a place to fall from or a train, worded so it could be innocent: urgent only beside distress or risk.
    rule(
      { distress: 'urgent', risk: 'urgent' },
      /(?:tallest|highest|tall|taller|high|higher) (?:bridges?|buildings?|cliffs?|towers?|rooftops?|roofs?|parking garages?|overpass(?:es)?|structures?|parkades?)/,
      /(?:bridges?|buildings?|cliffs?|towers?|rooftops?|roofs?|parking garages?|overpass(?:es)?|parkades?)(?: (?:near|around|in|on|across|within|by|over|of|close to|nearby|here|me|my|the|this|that|our|your|city|town|area|downtown|\w+)){0,4}? (?:are |is |that are |which are |that is |which is )?(?:the |really |very |super )?(?:taller|higher|highest|tallest|high|tall|over \d|above \d|more than \d|at least \d|with a drop|with (?:no|low) (?:railing|railings|fence|barrier)|you can get on|with roof access|without (?:a )?fence)/,
      /how (?:high|tall|far down|far up|long a drop) is (?:the |that |this |it from the )?(?:\w+ ){0,3}(?:bridge|building|tower|cliff|overpass|parking garage|roof|rooftop|top floor|balcony)/,
      /(?:nearest|closest) (?:\w+ )?(?:bridge|bridges|cliff|cliffs|rooftop|rooftops|overpass|parking garage|train tracks|railway tracks|railway line|tall building|high rise|skyscraper)/,
      /(?:when|what time|how often) (?:does|do|is|are) (?:the )?(?:(?:next|last|first|express|freight|fast|late|night|local) ){0,3}(?:train|trains) (?:\w+ ){0,3}(?:pass|passes|come|comes|go by|goes by|come through|comes through|go through|goes through|run|runs|due)/,
      /how many (?:floors|stories|storeys|meters|metres|feet) (?:\w+ ){0,4}(?:fall|jump|drop)|(?:how (?:high|tall|far)|what height) (?:do|does|would|is|should) (?:\w+ ){0,3}(?:jump|fall|drop)/,
      /(?:where|how) (?:can|could|do|to) (?:i )?(?:buy|get|find) (?:a )?(?:gun|firearm|rope|sleeping pills|pills|rat poison|poison|a lot of pills|helium|charcoal)|(?:rope|belt|cord|scarf) (?:strong enough|that can hold|to hold (?:a person|my weight|me))/,
      /how (?:many|much) (?:\w+ ){0,3}(?:is|are) too (?:many|much)|(?:what happens|what would happen) if (?:i|you|someone) (?:take|took|takes|swallow|swallowed|drink|drank|mix|mixed) (?:a lot of|too many|all|a whole|the whole|\d+)/,
      /(?:train|subway|metro) (?:schedule|times|tracks|platform) (?:near|close|at night)|(?:ponts?|immeubles?) (?:les )?plus (?:hauts?|eleves)/,
    ),
    ...(frenchRules.lethality ?? []),
  ],
};

export const actInProgress: Frame = {
  name: 'act-in-progress',
  category: 'suicide',
  guards: ['fiction', 'past', 'informational', 'others-death', 'hyperbole'],
  rules: [
    rule(
      { alone: 'imminent' },
      '(?:{swallowed}) (?:(?:my|the|some|her|his|our|their|these|those|extra|old|leftover|of) ){0,2}(?:{overdose}) (?:(?:my|the|of|her|his|their|our|mom s|moms|dad s|dads|of my) ){0,3}(?:\\w+ ){0,2}(?:pills|pill|tablets|meds|medication|medicine|sleeping pills|painkillers|antidepressants|tylenol|acetaminophen|advil|ibuprofen|aspirin|benadryl|insulin|xanax|bottle|bottles|box|pack|packet|strip|blister)',
      /(?:took|taken|swallowed|ate|downed) (?:[1-9]\d+|a lot|a bunch|a handful|all|most|half) of (?:my |the |her |his |their |my \w+ |all )?(?:\w+ )?(?:pills|tablets|meds|medication|medicine|sleeping pills|painkillers|antidepressants)/,
      /i (?:just |already |have |ve )?(?:overdosed|od d|od ed|oded)(?! on (?:coffee|caffeine|sugar|candy|netflix|anime))|i am (?:overdosing|bleeding (?:a lot|out|badly|and it will not stop|everywhere|so much))|(?:cut|slit|sliced|opened) (?:too deep|my wrists?|my throat|an artery|a vein)|(?:cannot|can not|will not|wont) stop the bleeding|(?:blood|bleeding) (?:will not|wont|is not|isnt|does not) (?:stop|stopping)/,
      /(?:standing|sitting|am|i m|i am|perched|climbed|climbing|up) (?:on|at|by|over|onto|on top of) (?:the )?(?:edge|ledge|bridge|roof|rooftop|railing|tracks|train tracks|cliff|balcony|overpass|window ledge|top of (?:the|a) (?:building|bridge|parkade|parking garage))(?: of (?:the|a|my) \w+)? (?:and|to|ready|right now|now|about|looking down|rn)/,
      /(?:car|engine) (?:is )?(?:running|on) (?:in|inside) (?:the|my) (?:garage|closed garage)|(?:garage|car) (?:is )?(?:filling|full) (?:up )?(?:with|of) (?:fumes|exhaust|smoke)|(?:lit|lighting|burning) (?:the )?(?:charcoal|bbq|barbecue) (?:in|inside) (?:my|the) (?:room|car|bathroom|tent)/,
      '(?:{swallowed}) (?:all|every|the whole|a whole|all of|most of|half of|half the|a bunch of|a handful of) (?:of )?(?:the |my |his |her |their |mom s |moms |dad s |dads )?(?:\\w+ )?(?:[a-z]+(?:ol|ine|ate|ide|pam|lam|done|zine|pine|fen|lin|ax|il|one|oxy|dol|tal|mal|cin|xin|zole|pril|statin|prax|zac|oft|tra|ify|ex|ox))(?![a-z])',
      /(?:parked|standing|sitting|lying|laying|sat|stood|stopped) (?:\w+ ){0,2}(?:on|at|in|across) (?:the |a )?(?:level crossing|railway crossing|rail crossing|train tracks|tracks|middle of the (?:road|highway|tracks|bridge))/,
      /(?:in|inside) (?:the|my) (?:car|truck|van) (?:\w+ ){0,4}(?:garage|hose) (?:\w+ ){0,4}(?:engine (?:on|running)|running)|garage (?:\w+ ){0,4}engine (?:is )?(?:on|running)|(?:tube|hose) (?:in|into|through) the (?:window|car)|(?:legs|feet|i am|i m|im) (?:are |is )?(?:over|on the other side of|outside) the (?:railing|rail|edge|ledge|barrier|fence|guardrail)|hanging out (?:of )?(?:the|a|my) (?:\w+ ){0,2}window/,
      /(?:car|engine|motor|truck) (?:is |s )?(?:running|on) (?:\. )?(?:\w+ ){0,3}(?:hose|garage|window|door|tube)|hose (?:is |s )?in(?: the (?:window|car))?(?: \.| $)|(?:grill|bbq|barbecue|charcoal) (?:is )?(?:lit|burning) in (?:the|my) (?:bedroom|room|car|bathroom|tent|closet)|(?:doors?|windows?|vents?) (?:are |is )?taped/,
      /(?:bleeding|blood) (?:\w+ ){0,3}(?:a lot|everywhere|will not stop|wont stop|won t stop|is not stopping|isnt stopping|so much|through the (?:towel|bandage|shirt))|(?:cannot|cant|can t) (?:make it |get it to )?stop (?:the )?bleeding|blood everywhere|(?:there is|theres|there s) (?:so much )?blood (?:everywhere|all over|on the floor)/,
      /(?:pills|meds|tablets|it|they) (?:are |is |s )?(?:kicking in|starting to work|starting to kick in)|(?:took|taken|swallowed|downed|ate) (?:\w+ ){1,6}(?:\. )?(?:\w+ ){0,4}(?:feel(?:ing)? (?:so )?(?:sick|dizzy|sleepy|weird|numb|cold)|heart is (?:pounding|racing)|vision is|(?:throwing|threw) up|cannot breathe|cant breathe|ears are ringing)/,
      /(?:walked|walking|wading|waded|went|going) (?:\w+ ){0,2}into the (?:lake|river|sea|ocean|water)(?! (?:to swim|for a swim|with))|water (?:is |s )?up to my (?:chest|neck|waist|chin)|(?:i am|im|i m) (?:at|on|by) the (?:train )?tracks (?:\. )?(?:\w+ ){0,6}(?:next (?:one|train)|train (?:comes|is coming)|comes in)/,
      /(?:rope|noose|belt|cord) (?:is )?(?:around|on) my neck|(?:kicking|kicked|kick) the (?:chair|stool)|(?:in|into) the (?:water|river|lake) (?:now|and|right now)(?: (?:i|it|the|and))/,
      /(?:doing it|do it|going to do it|gonna do it|it ends|ending it|end it|jump|jumping|taking them|take them all|swallow them) (?:tonight|right now|now|today|in an hour|in a few minutes|this weekend|after (?:school|everyone falls asleep|they go to bed))/,
      /(?:avale|pris|bu) (?:tous (?:les |mes )?|toutes (?:les |mes )?|toute la |la bouteille de |\d\d+ )(?:cachets|medicaments|pilules|comprimes|bouteille)|(?:ce soir|maintenant) (?:je vais|je me)/,
      // Swallowed, said plainly: the whole lot, a count of them, boxes of them, or the pills a few minutes ago.
      /(?:took|swallowed|downed|ate|popped) (?:the lot(?! of (?!(?:them|my|the|her|his) (?:pills|tablets|meds)))|everything in (?:my|the) (?:pill|medicine|med) (?:organi[sz]er|box|cabinet|drawer)|(?:two|three|four|five|\d+) (?:boxes|bottles|packs|packets|sheets|strips|blisters) of)|(?:took|swallowed|downed|ate) (?:\w+ ){1,4}(?:like |about |maybe |at least )?(?:[1-9]\d|fifteen|twenty|thirty|forty|fifty) of them|(?:took|swallowed|downed|ate) (?:[1-9]\d|fifteen|twenty|thirty) of (?:my|the|her|his|their) (?:\w+ ){0,2}[a-z]+ (?:and|with|\.|$)|(?:took|swallowed|downed) (?:the|all the|them|my) (?:pills|tablets|meds)? ?(?:about |like |maybe )?(?:\d+|ten|twenty|thirty|forty|a few) (?:minutes|mins|min) ago|(?:took|swallowed) the (?:pills|tablets) \. (?:lay|laid|lying|laying) down/,
      // At the edge or on the line, said plainly.
      /(?:on|at) the (?:wrong|other|outside) side of the (?:railing|rail|fence|barrier|guardrail)|^ (?:on|at) the (?:ledge|edge|railing)(?: now)? \.|(?:climbing|climbed|getting|got) over the (?:wall|railing|rail|fence|barrier|guardrail|edge)(?! (?:to get|into the (?:yard|garden|field|park)))|(?:lying|laying|lay|lie) (?:down )?on the (?:train line|tracks|rails|railway line|railway)|(?:on|at) the (?:train line|tracks|railway line) (?:\w+ ){0,4}(?:\. )?(?:lying|laying) down/,
      // The ligature on, the car running in the garage, the bleeding.
      /(?:noose|rope|belt|cord) (?:is|s) on(?: \.| $| and| now)|(?:car is|car s|cars|engine is|engine s|engines) (?:running|on) in (?:the|my) garage|(?:there is|theres|there s|so|way) (?:so much|a lot more|way more|too much|more) blood(?! (?:work|test|donation|drive|type|sugar|pressure))/,
    ),
    ...(frenchRules.act ?? []),
  ],
};

export const recentAttempt: Frame = {
  name: 'recent-attempt',
  category: 'suicide',
  guards: ['fiction', 'past', 'informational', 'others-death'],
  rules: [
    rule(
      { alone: 'urgent' },
      /(?:tried|try|attempted|attempt) (?:to )?(?:kill myself|end my life|end it|take my (?:own )?life|overdose|od|hang myself|suicide)(?: \w+){0,4} (?:last|this|a few|few|two|three|\d+|couple of|couple) (?:night|nights|week|weeks|days|day|weekend|month|friday|monday|tuesday|wednesday|thursday|saturday|sunday)|(?:last|this) (?:night|week|weekend|month) i (?:tried|attempted)/,
      /(?:woke|waking) up in (?:the )?(?:hospital|er|icu|emergency|psych ward)|(?:got|been|just got) (?:out of|discharged from|released from) (?:the )?(?:hospital|psych ward|er|icu|inpatient) (?:\w+ ){0,5}(?:after i|because i|since i|for) (?:tried|attempted|overdosed|od d|took|cut)|(?:pumped|pump) my stomach|(?:after|since) my (?:attempt|overdose|od)(?! (?:years|\d+ years))/,
      /(?:last|first|next) (?:time|attempt) (?:did not|didnt|didn t) (?:work|kill me)|(?:did not|didnt) (?:work|kill me) (?:last time|the first time|this time)|(?:survived|failed) (?:my|another|the) (?:attempt|overdose|od)(?! (?:years|\d+ years))|(?:should have|shoulda|wish i had) (?:died|taken more|taken them all|done it right|succeeded)|(?:still )?(?:alive|here) (?:even )?(?:after|despite) (?:i|what i) (?:tried|took|did)/,
      /(?:\d+|a|one|two|three|four|five|six|a few|couple of|couple) (?:days|weeks|week|fortnight|month) (?:ago|since) (?:\w+ ){0,6}(?:tried|attempted|overdosed|swallowed|took (?:all|everything|a bunch|too many)|was in (?:the )?(?:er|hospital|icu|psych ward|emergency)|hanged|cut too deep)|tried (?:a |two |three |\d+ )?(?:days|weeks|fortnight|week|month) ago|(?:was|been) in (?:the )?(?:er|hospital|icu|psych ward|emergency) (?:\w+ ){0,3}(?:a week|days|last week|\d+ days|two weeks) ago|swallowed everything in the (?:medicine )?(?:cabinet|cupboard|drawer)/,
      /(?:j ai|je ai) (?:essaye|tente) de (?:me suicider|me tuer|en finir)/,
    ),
    ...(frenchRules.attempt ?? []),
  ],
};

export const meansFrames: readonly Frame[] = [meansAcquired, lethalityQuestion, actInProgress, recentAttempt];
