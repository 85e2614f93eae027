/**
 * False-alarm guards: the words of risk used for something else. Idioms are blanked before any frame is looked for;
 * the other guards cancel one match of a frame that lists them, read in the sentence where it was found (a story
 * named in the first line of a long post does not excuse a wish to die in its last).
 */
import { compilePattern } from '../normalise';
import type { GuardName } from './frame';

function test(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  return pattern.test(text);
}

/**
 * Idioms that use the words of risk. Each may name what stops it being one (a parent "going to kill me" beside a
 * knife is not a figure of speech).
 */
const idiomTable: ReadonlyArray<{ pattern: RegExp; unless?: RegExp }> = [
  {
    pattern:
      /(?:is|are|was|were|be|been|keeps|keep|s|gonna|going to|will) (?:literally |actually |totally |seriously |so |really |lowkey |slowly )?(?:killing|kiling|kill) me/,
  },
  {
    pattern:
      /(?:you|u|this|that|it|they|he|she|these|those) (?:literally |actually |lowkey )?(?:kill|kills|killed|slay|slays|slayed) me/,
  },
  {
    pattern:
      /(?:my )?(?:mom|mum|dad|mother|father|parents|teacher|coach|boss|sister|brother|wife|husband|girlfriend|boyfriend|gf|bf|manager|grandma|nana|bestie|best friend|roommate) (?:is |are |will |would |s |ll )?(?:literally |actually |totally |so |lowkey )?(?:going to |gonna |gona )?(?:kill|murder|strangle|end) me/,
    unless: compilePattern(
      /knife|gun|weapon|hits? me|beats? me|hurts? me|afraid|scared|terrified|drunk|threaten|for real|not joking|bruises|choke/,
    ),
  },
  {
    pattern:
      /(?:kill|killed|killing|kiled|kiling|murder|murdered|murdering|slay|slayed|smash|smashed) (?:it|them|that|this) (?:at|in|on|today|yesterday|tonight|last|lol|haha)|(?:killed|kiled|nailed|murdered|slayed|crushed) (?:it|that|the) (?:test|exam|quiz|interview|presentation|game|set|performance)?|killing it|killed it/,
  },
  {
    pattern:
      /kill (?:time|the (?:vibe|mood|lights|engine|process|music|boss|dragon|zombies|monster|level|app|task|battery)|some time|a few hours|an hour|my buzz|the buzz)|killer (?:workout|app|view|heels|deal|outfit|shot|headache|migraine|cramps|leg day|set)|kill two birds|(?:that|this) (?:would|will) kill (?:the|my) (?:mood|vibe)/,
  },
  {
    pattern:
      /dying (?:to|of|for|laughing)|to die for|die (?:of|from) (?:laughter|laughing|embarrassment|boredom|cringe|shame|happiness|cuteness|excitement|heat|hunger|thirst|curiosity|secondhand embarrassment)|(?:could|would|will|am going to|gonna|going to) (?:literally |just |actually )?die (?:of|from|if|when|happy)|(?:i am|am|i m) (?:literally |actually |so |deadass )?(?:dead|dying|deceased|weak)(?= lol| lmao| haha| \.| $| rn lol)|nearly died laughing|(?:killing|killed|kill|hurt|hurting|pee|peed|piss|pissed) (?:myself|me) laughing|sh[o]?[o]?t (?:myself|me) in the foot|shot myself in the foot|shoot myself in the foot|i died (?:laughing|of laughter|lol|lmao)/,
  },
  {
    pattern:
      /(?:bored|scared|worried|frightened|freaked|loved|love|tickled|starved|starving|stressed|sick) (?:me )?(?:half )?to death|dead (?:tired|serious|last|end|line|lock|pan|weight|ringer|beat|on|set|center|even|sure|silent|quiet|of night|of winter|zone|lift|lifts|bug|bugs|link|links|air|heat|inside jokes)|deadline|deadlines|deadlift|deadlifts|drop dead (?:gorgeous|beautiful)|over my dead body|dead to me|deadass|deadpool|dead by daylight|red dead|walking dead|dead space|grateful dead|the dead sea/,
  },
  {
    pattern:
      /(?:battery|phone|laptop|plant|plants|car|charger|game|server|mic|headphones|controller|pen|flashlight|fish|conversation|party|mall|town|meme|trend|wifi|group chat|chat|class|tamagotchi|houseplant|succulent|car battery|vibe|social life) (?:is |was |has |just |totally |completely |officially )*(?:dead|died|dying|killed)/,
  },
  {
    pattern:
      /shoot (?:me|him|her|them|you) (?:a|an) (?:text|message|email|dm|line|call)|photo ?shoot|shoot (?:hoops|for|the breeze|your shot|my shot|a video|a film|photos|some hoops)|shooting (?:star|stars|a video|a film|photos|hoops|range|guard)|(?:first person|fps) shooter/,
  },
  {
    pattern:
      /(?:overdosed|overdosing|od d|od ed|od ing|oding) on (?:coffee|caffeine|sugar|candy|netflix|anime|tiktok|chocolate|pizza|cheese|memes|energy drinks|christmas movies|true crime|k dramas|kdramas)/,
  },
  {
    pattern:
      /cut (?:myself|me) (?:some slack|a break|a piece|a slice|off from)|cut (?:my hair|my bangs|class|classes|ties|carbs|sugar|the cord|corners|my losses|back|down|the cake|the grass)/,
  },
  {
    pattern:
      /(?:would|d) kill (?:for|to get|to have|to be) (?:a|an|some|the|that|this)|could (?:murder|kill) (?:a|some|for)|(?:hurt|hurts|hurting) my (?:feelings|pride|ego|brain|eyes|ears)/,
  },
  {
    pattern:
      /end (?:it|things) with (?:him|her|them|my)|(?:disappear|vanish) (?:under|into|for a|for the|to the|to a|from social|off social)/,
  },
  {
    pattern:
      /(?:hang|hanging) (?:out|in there|up|on|with|around)|(?:jump|jumping|jumped) (?:rope|into the (?:lake|water|pool|river|ocean|sea)|on the bed|for joy|the gun|to conclusions|on a call|on discord|in the shower|on the trampoline|through hoops|ship)|bungee|cliff jumping|base jumping|skydiving|ski jump/,
  },
  {
    pattern:
      /mort de rire|mourir de rire|meurs de (?:faim|soif|rire|chaud|froid|envie)|creve de (?:faim|chaud|froid)|tuer le temps|ca me tue|ca va me tuer|c est mortel|mort de fatigue|mourir d ennui|je suis mort|chu mort|je meurs (?:de|d)|a mourir|mourir (?:de|d) (?:honte|faim|soif|chaleur|froid|ennui|fatigue|peur|rire|jalousie|stress|envie|impatience)|mourir (?:fache|faché|heureux|heureuse|vieux|vieille)|(?<!(?:je|j|moi) )(?:va|vont) me tuer|m achever|me tue (?:pas|ca)/,
  },
  {
    pattern:
      /suicide (?:squad|doors?|bombers?|bombings?|bombing|mission|rates?|statistics|prevention|awareness|run|burpees?|sprints?|drills?|pass|king|boys|silence)|kill (?:count|streak|cam|feed|screen|switch)|killstreak|killing spree in (?:the game|fortnite|cod)|(?:self|sh) (?:care|help|hosted|hosting|employed|aware)/,
  },
];

export const idioms = idiomTable.map(({ pattern, unless }) => ({ pattern: compilePattern(pattern), unless }));

/** Replaces each idiom's letters by "~": no frame matches inside it, and no gap between words crosses it. */
export function blankIdioms(text: string): string {
  let result = text;
  for (const { pattern, unless } of idioms) {
    if (unless && test(unless, text)) continue;
    result = result.replace(pattern, (match) => match.replace(/[^ ]/g, '~'));
  }
  return result;
}

/** Laughing it off. Lowers harm-to-others talk to nothing (unless a weapon is named) and risk talk to concern. */
export const joking = compilePattern(
  /brb|bruh|lol|lmao|lmfao|haha+|hehe|jk|just kidding|kidding|joking|xd|rofl|mdr|jpp|lolol|ahaha|bahaha|dead lol|not literally|figuratively|metaphorically|in minecraft|in game|obviously not/,
);
/** Saying it is not a joke keeps it serious whatever the laugh. */
export const seriousMarker = compilePattern(
  /not joking|not kidding|no joke|i mean it|deadass|fr fr|actually serious|not a joke|i am serious|i am not exaggerating/,
);
/** A weapon or a plan makes harm-to-others talk serious whatever the tone. */
export const weaponOrPlan = compilePattern(
  /gun|guns|knife|knives|rifle|pistol|weapon|bomb|bullets|ammo|poison|plan to|planned|planning to|i have a plan|not joking|i mean it|hit list|kill list|machete|baseball bat/,
);

/** Trivial causes that a die-type wish is laughed at (sports, games, school, chores). */
export const trivialCauses = compilePattern(
  /(?:team|teams|side|club|we|they|the leafs|the habs|the oilers|the canucks|the jets|the flames|the sens|the raptors|the jays|the bills|the leafs|my team) (?:lost|lose|loses|losing|blew it|choked|got crushed|got destroyed|go out|miss the playoffs|tank)|lost (?:the |a |another |again |to )?(?:game|match|final|finals|bet|round|league|\w+ (?:game|match))|(?:game|games|match|playoffs|overtime|referee|the ref|refs|penalty|goalie|power play|episode|finale|season finale|spoiler|spoilers|song|album|concert|tickets|traffic|wifi|wi fi|internet|printer|coffee|pizza|lunch|queue|line at|meeting|meetings|monday|mondays|hangover|hungover|cringe|embarrassing|embarrassed|awkward|my crush|autocorrect|typo|haircut|bad hair day|outfit|sold out|spilled|forgot my|missed the bus|my alarm|group project|this song|this show|the ending|plot twist|leftovers|slow walkers|mario kart|smash bros|fifa|nba 2k|madden|chess|monopoly|uno|scrabble|board game|trivia|quiz night|gacha|pulls|vbucks|loot|pop quiz|fantasy league|my bracket|the score|ranked|elo|lag|patch|nerf|boss fight|boss|bosses|level|tries|attempts|respawn|raid|elden ring|dark souls|minecraft|fortnite|valorant|league|overwatch|nba|nhl|nfl|playoffs|stanley cup|world cup|the refs|parking|ikea|dentist|exam|exams|midterm|midterms|quiz|final|finals|driving test|road test|homework|math test|chem test|essay due|group chat|zoom call|in laws|my in laws|taxes|ikea|assembly instructions|karaoke|presentation|one more email|another meeting|this commute|parallel parking)/,
);

/** A die-type wish that is the usual hyperbole: naming the act ("kms") stays a concern even with a laugh. */
export const hyperbolicDeathWish = compilePattern(
  /(?:want|wanted|going|gonna|about|ready|like) to (?:literally |actually |just )?(?:die|jump off|jump out|walk into the sea|walk into traffic|throw myself)|(?:could|will|would|might) (?:literally |actually |just )?die|(?:i am|i m) (?:literally |actually )?(?:dying|dead)|kill me now|just end me|(?:jumping|jump) off (?:the|a) (?:\w+ ){0,2}(?:bridge|tower|building|roof|cliff|balcony)|(?:i am|i m|im) (?:so )?done|end me|someone (?:shoot|kill|end) me|put me out of my misery|take me out back|end it all|kms|kill myself|unaliv\w* myself|unalive|alt f4 myself|delete myself|disappear|cut my (?:ears|eyes|eyeballs|hands) off|gouge (?:my|out my) eyes|rip my (?:ears|hair|eyes) (?:off|out)|stab myself|throw myself (?:off|out|in front)|jump off|(?:walk|walking) into (?:the sea|traffic|the ocean|a lake|the lake|the river|the \w+ river)|(?:driving|drive) (?:\w+ ){0,3}into (?:a|the) (?:\w+ )?(?:lake|river|sea|ocean)|(?:my|a) (?:goodbye|farewell) (?:letter|note|message)|want to die|wanna die/,
);
/** "If they lose again I'm jumping": a conditional on a trivial thing. */
const conditional = compilePattern(
  /(?:rather|sooner) (?:\w+ ){1,10}than|if (?:\w+ ){0,6}(?:lose|lost|loses|win|wins|fail|fails|flunk|have to|has to|miss|misses|cancel|cancels|delay|delays|another|one more|again|get|gets|see|sees|hear|hears|sit through|do|make)|(?:one more|another) (?:\w+ ){0,10}(?:and|i swear|i will|i am)|i swear (?:to god )?if/,
);

// "years ago", "when I was 15", "in high school": risk that belongs to the past.
const pastMarkers = compilePattern(
  /(?:\d+|a few|few|two|three|four|five|six|seven|eight|nine|ten|many|several|couple of|couple|a couple of) (?:years|yrs|decades) (?:ago|back|later|since|clean|free|sober|without|now)|when i was (?:\d+|a (?:kid|teen|teenager|child|little kid)|younger|little|in (?:high school|middle school|college|university|grade \d+|my teens|my twenties|uni))|(?:back )?in (?:high school|middle school|college|university|my teens|my twenties|grade \d+|\d{4})|used to|back then|back in the day|in the past|at (?:my|the) (?:lowest|worst)|long ago|a long time ago|(?:i am|i m|im|been) (?:now )?(?:\d+|two|three|four|five|six|ten) (?:years|yrs) (?:clean|free|sober|in recovery)|recovered|in recovery|my recovery|survivor|i survived|got through it|came out the other side|made it through|doing (?:so much |much |a lot |way )?better (?:now|these days|today)|in a (?:much )?(?:better|good|great) place now|healed|anniversary|years (?:since|without)|(?<!(?:new|fresh|more) )scars|(?:i am|i m|im) (?:so )?glad i (?:did not|didnt|stayed|am still here)|glad (?:i am|to be) (?:still )?(?:here|alive)|(?:i am|im|i m) (?:\d+|twenty|thirty|forty|fifty|sixty) now|at (?:age )?1\d(?! (?:pills|tablets|kms|mg))|(?:in|since) (?:19|20)\d\d|(?:year|grade) \d+|(?:chip|coin|medallion)|recovery|stopped (?:cutting|self harming|sh)|(?:clean|free) (?:for|since) (?:\d+|two|three|four|five|six|seven|eight|nine|ten) (?:years|yrs)|(?:old|past) attempt|(?:my|an) attempt (?:\w+ ){0,3}(?:years|ago)|as (?:a )?(?:kids?|child|children|teenagers?|teens?)|growing up|when we were (?:kids|young|little)|last year|\d+(?:st|nd|rd|th) grade|in (?:middle|high|elementary) school|(?:in|over) (?:a|one|two|three) years?|in my (?:teens|twenties|thirties|20s|30s|40s)|(?:was|in|since|back in|around) (?:19|20)\d\d|the last time (?:i|that)|(?:en|depuis) (?:19|20)\d\d|y a \d+ ans|il y a \d+ ans|(?:l an|l annee) passee?/,
);
// "again", "lately", "tonight": the past has come back.
const presentMarkers = compilePattern(
  /again|lately|these days|this week|tonight|right now|rn|relapse|relapsed|relapsing|starting to|it is back|coming back|creeping back|came back|still (?:want|think|feel|have|wish)|recently|currently/,
);

// A story, a film, a game, a song, writing: the words of risk in a made-up world.
const fictionMarkers = compilePattern(
  /(?:my|the|a|this|our|his|her|their|your) (?:character|characters|protagonist|antagonist|main character|mc|villain|hero|heroine|narrator|oc|ocs|love interest|side character|npc|npcs)|(?:in|for|from|of) (?:my|the|a|this|that|his|her|our) (?:story|stories|novel|book|fanfic|fic|fan fiction|screenplay|script|play|poem|lyrics|movie|film|show|series|episode|season|anime|manga|comic|campaign|dnd|d and d|roleplay|rp|chapter|scene|plot|webtoon|short story|creative writing|draft|manuscript|musical|opera|video game)|(?:writing|wrote|reading|read|watching|watched|playing|played|finished|binged|binge) (?:a|the|my|this|that) (?:\w+ )?(?:story|novel|book|fanfic|fic|scene|chapter|screenplay|script|poem|song|movie|film|show|series|episode|game|campaign|season|arc)|plot (?:twist|point|arc|hole)|story ?arc|character (?:arc|development|death)|spoilers?|fictional|in the game|in game|boss fight|main quest|side quest|the ending|season \d+|episode \d+|book \d+|chapter \d+|the author|the writers|the showrunners|scene|theatre|theater|rehearsal|audition|actor|actress|my role|on stage|playing (?:juliet|romeo|hamlet|ophelia|a|the) |novel|novels|screenplay|screenwriting|manuscript|memoir|fanfic|fanfiction|storyline|antagonist|protagonist|villain|villains|opera|musical|ya book|sensitivity reader|beta reader|writing group|writing class|creative writing|short film|the show|the movie|the film|the book|the series|the game|the character|the scene|the plot|my story|a story|this story|the story|the song|lyrics|poem|the episode|series finale|sitcom|anime|manga|webtoon|k drama|kdrama|netflix|hbo|tv show|the stage|staged|on stage|the play|roman|la serie|le film|le livre|chapitre|le perso|personnage|mon histoire|ma fanfic|rp|roleplay server|characters/,
);
// "for real", "irl": the person, not the character.
const realSelfMarkers = compilePattern(
  /for real|irl|in real life|me personally|not (?:the|my) character|not (?:a|about the) (?:story|character|book)|i actually want|i really want|relate to (?:her|him|them|the character) too much|same as me|just like me|like me/,
);

// Someone else who died: grief and history, not risk.
const othersDeathMarkers = compilePattern(
  /(?:se est|s est|s ont|se sont) (?:suicide|suicidee|suicides|enleve la vie|enlevee la vie)|(?:par|au) suicide|died by suicide|(?:that|this) (?:actor|actress|singer|rapper|guy|girl|kid|man|woman|celebrity|influencer|youtuber|streamer|player) (?:\w+ ){0,3}(?:died|passed|overdosed)|death by suicide|lost (?:\w+ ){1,3}to suicide|suicide (?:loss|survivor|of (?:my|his|her|a|their))|(?:his|her|their|s) suicide|(?:he|she|they|my \w+|his \w+|her \w+|a friend|a classmate|a coworker|a neighbou?r|an uncle|an aunt|the singer|the actor|the rapper) (?:\w+ ){0,3}(?:died|passed away|passed on|passed|killed (?:himself|herself|themselves|themself)|took (?:his|her|their) (?:own )?life|committed suicide|died by suicide|overdosed|od d|hanged (?:himself|herself|themselves)|was killed|lost (?:his|her|their) (?:life|battle|fight))|(?:lost|losing) (?:my|our|a|his|her) (?:\w+ ){0,2}(?:to suicide|to an overdose|to overdose|to cancer|to addiction|to drugs|to fentanyl)|(?:funeral|memorial|wake|obituary|eulogy|rest in peace|celebration of life|gravesite|grave|cemetery|urn|ashes)|rip (?:to|my|grandpa|grandma|\w+)|anniversary of (?:his|her|their|my \w+ s) (?:death|passing|suicide)|(?:his|her|their) (?:suicide|overdose|death|passing) (?:\w+ ){0,3}(?:ago|last|in \d+|years|still|hit|hits|haunts|broke)/,
);

// "kms" as kilometres: a number before it, or a run, a ride, a distance around it.
const unitMarkers = compilePattern(
  /(?:total|weekly|daily|monthly) kms|kms (?:per|a|each) (?:week|day|month|run)|how (?:many|far|much) kms|kms (?:done|total|ran|run|logged|so far|this (?:week|month|year)|is it|does it)|\d+ ?kms|kms (?:away|from|to|per|an hour|a day|a week|today|this week|total|in|on|left|north|south|east|west|of|each|round trip|at|until|before)|(?:ran|run|running|walked|walk|walking|drove|drive|driving|cycled|biked|biking|rode|riding|hiked|hike|hiking|swam|race|marathon|half marathon|ultra|distance|commute|road trip|trail|pace|split|splits|strava|garmin|training|long run|tempo) (?:\w+ ){0,5}kms|kms (?:\w+ ){0,3}(?:run|ride|hike|walk|drive|race|trail|loop)/,
);

// Study, work, first aid, medicine for a child or a pet: a question about a topic, not about oneself.
const informationalMarkers = compilePattern(
  /studying|university degree|my degree|thesis|course|university|college|paper|risk factors|essay|research|report|project|article|documentary|statistics|history|podcast|assignment|class on|lecture|news|awareness|prevention|training|volunteer|psychology class|study|studies|homework|nurse|nursing|pharmacy|pharmacist|pharmacology|med school|medical school|toxicology|poison control|first aid|cpr|safe dose|safe amount|maximum dose|max dose|max daily|recommended dose|dosage|label says|the label|package says|per day|every \d+ hours|(?:for|about) (?:my|a|the|our) (?:dog|cat|pet|puppy|kitten|baby|toddler|kid|child|son|daughter|patient|patients|grandma|grandpa|mom|dad|client|clients|students|class)|chemistry|science class|physics|biology|exam question|test question|textbook|worksheet|true crime|case study|policy|journalist|(?:is it|is this|would it be) safe to|accidentally|by accident|just curious for|out of curiosity for|child ?proof|childproof|baby ?proof|babyproof|lock up|locked up|safety rating|crash test|seatbelt|airbag|helmet|(?:my|the|our|a) (?:little |baby |younger |\d+ year old |\d+yo )?(?:brother|sister|son|daughter|kid|child|toddler|baby|dog|cat|beagle|puppy|kitten|hamster|parrot) (?:ate|swallowed|got into|drank|chewed|licked|found)|for (?:dogs|cats|pets|kids|children|toddlers|babies|a dog|a cat|a child)|detector|alarm|prevent|precaution|warning signs|signs (?:of|to watch)|how do i (?:stop|prevent|help|know|talk|tell)|any tips|tips for|what should (?:i|you|we) do|(?:if|when) (?:someone|somebody|a person|a coworker|a student|a friend|a patient|you) |vet|veterinarian|hamster|puppy|kitten|rabbit|parrot|toddler|dementia|elderly|pill organi[sz]er|poison control|paramedic|er nurse|doctor said|gp says|the pharmacist|training session|workshop|stop the bleed|stop bleed|cpr class|lifeguard|debate|presentation|school assembly|assembly|psych class|psychology|sociology|criminology|forensic|crime show|mystery novel|asking for a (?:class|project|paper)|asking (?:because|for) (?:my|a|the)|worried about (?:him|her|them|my)|chem|science|evidence based|interventions|clients|counsel?lor|youth worker|social worker|msw|teacher|teach|teaching|homeroom|students|nurses|new grad|psych ed|cours|classe|expose|travail de session|stats|statistiques|infirmier|infirmiere|patients|debat|prof|recherche/,
);
// "not for a project": the topic is denied, so it is not a topic question.
const notForTopic = compilePattern(
  /not (?:for|a|an|about|asking for|asking because of) (?:a |an |my |the )?(?:project|class|school|essay|story|book|research|homework|friend|paper|assignment|novel|game)/,
);
// The question is about the writer after all.
const selfWords = compilePattern(/i|me|myself|my life|my own/);

/** Accidents: "I cut myself cooking" is not self-harm. */
export const accident = compilePattern(
  /nose|nosebleed|nose bleed|my period|gums|tooth|dentist|blood test|gave blood|donated blood|what if i|(?:might|could) (?:burn|cut) (?:myself|my)|on the (?:coffee|stove|oven|pan|iron|machine|grill|kettle)|en faisant|avec (?:de l|l) huile|friteuse|le four|la poele|peur (?:de|d) me (?:couper|bruler|blesser)|afraid (?:i will|i ll|of|to) (?:cut|burn|hurt)|scared (?:i will|i ll|of|to) (?:cut|burn|hurt)|by accident|accidentally|accidental|shaving|cooking|chopping|slicing (?:onions|bread|tomatoes|veggies|vegetables|an? \w+)|while (?:cutting|making|fixing|opening|playing|running|skating|cooking|shaving|gardening|working)|fell (?:off|down|over|on|from|in)|falling|tripped|slipped|sprained|at the gym|at practice|in practice|en cuisinant|par accident|en tombant|playing (?:\w+ )?(?:soccer|hockey|football|basketball|volleyball|rugby|baseball|tennis)|workout|lifting|on my bike|off my bike|skateboard|on the stairs|paper cut|stubbed|curling iron|hair straightener|flat iron|the oven|a pan|the stove|hot glue|glue gun|burned my (?:tongue|mouth|hand on)|sunburn|sunburnt/,
);

/** The sentence of normalised text around a match (from the previous " . " to the next). */
function sentenceAround(text: string, start: number, end: number): string {
  const from = text.lastIndexOf(' . ', start);
  const to = text.indexOf(' . ', end);
  return ` ${text.slice(from < 0 ? 0 : from + 3, to < 0 ? text.length : to)} `;
}

/** The match's sentence with the one before and the one after: where a story, a date or a reason is usually named. */
function nearby(text: string, start: number, end: number): string {
  const from = text.lastIndexOf(' . ', start);
  const before = from < 0 ? -1 : text.lastIndexOf(' . ', from - 1);
  const to = text.indexOf(' . ', end);
  const after = to < 0 ? -1 : text.indexOf(' . ', to + 3);
  return ` ${text.slice(before < 0 ? 0 : before + 3, after < 0 ? text.length : after)} `;
}

export interface GuardContext {
  /** The whole normalised message, idioms blanked. */
  text: string;
  start: number;
  end: number;
  /** Distress in this message or a recent one. */
  distressed: boolean;
}

const guardChecks: Record<GuardName, (context: GuardContext) => boolean> = {
  hyperbole({ text, start, end, distressed }) {
    if (distressed || test(seriousMarker, text)) return false;
    const match = text.slice(start, end);
    if (!test(hyperbolicDeathWish, ` ${match} `) && !test(hyperbolicDeathWish, sentenceAround(text, start, end)))
      return false;
    if (
      test(trivialCauses, text) &&
      (test(joking, text) ||
        test(conditional, text) ||
        test(/(?<![a-z])if(?![a-z])/g, sentenceAround(text, start, end)))
    )
      return true;
    // A laughed-off wish with a cause of its own ("the hairdresser cut it way too short, i want to die lol"): the
    // laugh and something else said make it a figure of speech; the wish alone with a laugh stays a concern.
    const rest = text
      .replace(hyperbolicDeathWish, ' ')
      .replace(joking, ' ')
      .split(' ')
      .filter((word) => /[a-z]/.test(word));
    return test(joking, text) && rest.length >= 5;
  },
  fiction({ text, start, end }) {
    const around = nearby(text, start, end);
    return test(fictionMarkers, around) && !test(realSelfMarkers, around);
  },
  past({ text, start, end }) {
    return test(pastMarkers, nearby(text, start, end)) && !test(presentMarkers, sentenceAround(text, start, end));
  },
  'others-death'({ text, start, end }) {
    const sentence = sentenceAround(text, start, end);
    return test(othersDeathMarkers, sentence) && !test(presentMarkers, sentence);
  },
  units({ text, start, end }) {
    if (!/ kms /.test(` ${text.slice(start, end)} `)) return false;
    const around = nearby(text, start, end);
    return /\d/.test(around) || test(unitMarkers, around);
  },
  informational({ text, start, end }) {
    // The words of the match and the few before it: "i did sh" is about the writer, "how much kills a dog" is not.
    const said = ` ${text.slice(0, start).trim().split(' ').slice(-4).join(' ')} ${text.slice(start, end)} `;
    return test(informationalMarkers, nearby(text, start, end)) && !test(selfWords, said) && !test(notForTopic, text);
  },
  accident({ text, start, end }) {
    return test(accident, sentenceAround(text, start, end));
  },
};

/** Whether one of `guards` says the match is a false alarm. */
export function guarded(guards: readonly GuardName[], context: GuardContext): GuardName | undefined {
  return guards.find((guard) => guardChecks[guard](context));
}
