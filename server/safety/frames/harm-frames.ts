/**
 * Frames of harm that is not (or not only) suicide: self-harm acts and urges, harm to others, abuse, and someone
 * else at risk that the person tells us about.
 */
import { rule, type Frame } from './frame';
import { frenchRules } from './french-rules';

const bodyPart = String.raw`(?:arms?|wrists?|legs?|thighs?|skin|body|stomach|belly|hips?|ankles?|shoulders?|chest|hands?|fingers?|forearms?|upper arms?|calf|calves)`;
const otherPerson = String.raw`(?:my|our) (?:son|daughter|kid|child|boy|girl|teen|teenager|brother|sister|little brother|little sister|big brother|big sister|twin|friend|best friend|bestie|bff|bf|gf|boyfriend|girlfriend|partner|husband|wife|mom|mum|dad|mother|father|cousin|roommate|classmate|student|niece|nephew|fiance|fiancee|ex|stepson|stepdaughter|grandson|granddaughter|bro|sis)|(?:a|one of my) (?:friend|classmate|student|coworker|teammate)s?|someone (?:i know|in my class)|(?:this|a) (?:girl|guy|kid) (?:in|from) my (?:class|school)`;
const abuser = String.raw`(?:he|she|they|my (?:dad|father|mom|mother|mum|stepdad|stepfather|stepmom|stepmother|parents?|uncle|aunt|brother|sister|boyfriend|bf|girlfriend|gf|husband|wife|partner|ex|coach|teacher|grandpa|grandfather|cousin|babysitter|foster (?:dad|mom|parents?)|mom s boyfriend|moms boyfriend|mums? boyfriend|dad s girlfriend|landlord|boss|pastor|priest|tutor))`;
const target = String.raw`(?:him|her|them|someone|somebody|people|everyone|everybody|those (?:kids|guys|people|girls)|(?:that|this|the) (?:guy|girl|kid|kids|teacher|man|woman|bitch|bastard|asshole|prick)|my (?:dad|father|mom|mother|stepdad|stepfather|stepmom|brother|sister|boss|teacher|ex|boyfriend|girlfriend|bf|gf|classmates?|roommate|neighbou?r|wife|husband|partner|coach|bully|bullies|coworker|manager|landlord))`;
const harmVerb = String.raw`(?:kill|killing|murder|murdering|stab|stabbing|shoot|shooting|strangle|strangling|choke|choking|poison|poisoning|beat up|beating up|hurt|hurting|attack|attacking|bash|smash (?:his|her) (?:head|face) in|run over|burn down|slit)`;

/** What follows "me couper" when it is not self-harm: hair, nails, a slip in the kitchen, cutting oneself off. */
const notCuttingOneself = String.raw`(?! (?:les |mes |la |ma )?(?:cheveux|frange|ongles|toutes?|barbe)|(?: \w+){0,2} (?:en (?:cuisinant|me rasant|coupant)|avec (?:une|du) papier)| (?:le|un) (?:doigt|pouce)| (?:de|du|des) | la parole| l'appetit)`;

export const selfHarmAct: Frame = {
  name: 'self-harm-act',
  category: 'self-harm',
  guards: ['fiction', 'past', 'informational', 'accident'],
  rules: [
    rule(
      { alone: 'urgent' },
      new RegExp(
        String.raw`(?:cut|cutting|cuts|burn|burning|burned|burnt|harm|harming|scratch|scratching|scratched|punch|punching|hit|hitting|bite|biting|bit|carve|carving|carved|stab|stabbing|bruise|bruising|slice|slicing|sliced|scrape|scraping|scraped|pinch|pinching) (?:myself|my self|my ${bodyPart})(?! (?:laughing|with a fork|in the foot|out))`,
      ),
      /(?:hurt|hurting|harm|harming|injure|injuring|injured|punish|punishing|punished) (?:myself|my self)(?! (?:at|in|during|playing|lifting|skating|training|when i fell|by accident))/,
      /(?:i|i have|i ve|been|i am|i started|started|i still|still|i keep|keep|i did|did|i have been|i was|i m) (?:just |also |really |literally |still |been |started |kept |keep )?(?:self harm(?:ing|ed)?|self injur(?:e|ing|ed)|self mutilat\w*)|sh (?:urges?|again|scars?|cuts?|wounds?|relapse|marks|blade|kit|box)|(?:did|do|doing|want to do|relapsed on|relapse on|went back to) sh/,
      /(?:until|till|til|so) (?:i|it) (?:bleed|bleeds|bled)|make (?:myself|me|it) bleed|(?:watch|watching|see|seeing) (?:it|myself|the blood) bleed/,
      new RegExp(
        String.raw`(?:carved|carve|carving|cut|cutting|scratched|burned|burnt|etched) (?:\w+ ){0,3}(?:into|in|on) my ${bodyPart}|(?:the )?(?:blade|razor|lighter|compass|scissors|sharpener|glass) (?:\w+ ){0,2}(?:on|to|against|across|into) (?:my )?${bodyPart}`,
      ),
      /(?:new|fresh|more|deep|deeper) (?:cuts|burns|scratches|wounds|marks) (?:on|in|all over)|(?:hide|hiding|cover|covering|hid) (?:my |the |these |new |fresh )?(?:cuts|scars|wounds|marks|burns) (?:on|from|with|under|so)/,
      /(?:i|i just|i ve|i have|i already) (?:cut|burned|burnt|scratched|carved|hit myself) (?:again|tonight|today|last night|yesterday|this morning|this week|after|before|until|so deep|deeper)|(?:did it|do it|done it) again (?:\w+ ){0,5}(?:new ones|new cuts|cuts|scars|marks|burns|bled|blood)|(?:\d+|two|three|four|five|more) new ones|(?:new|fresh) (?:cuts|burns|scratches|wounds|marks)|(?:drew|draw|drawing) blood|(?:until|till) (?:it|i) (?:bled|bleed|bleeds)/,
      new RegExp(
        String.raw`(?:lighter|hot spoon|spoon|iron|cigarette|matches|match|curling iron|lighter flame) (?:\w+ ){0,4}(?:on|against|to|into|across) (?:my )?(?:${bodyPart.slice(3, -1)}|skin|fingertips|fingers)`,
      ),
      /self harm(?:ing|ed)? (?:again|tonight|last night|today|yesterday|every day|a lot)|(?:starve|starving|starved) (?:myself|my self) (?:to punish|as punishment|because i deserve|on purpose)|make myself (?:throw up|puke|vomit|sick) (?:to punish|because i deserve)|(?:pull|pulling|pulled|rip|ripping) (?:out )?my (?:hair|eyelashes|nails) (?:out )?until|(?:hit|hitting|punch|punching|bang|banging|slam|slamming) (?:my head|my fists?) (?:against|into|on) (?:the )?(?:wall|door|floor|desk|mirror)/,
      // "Je me suis coupé les cheveux", "je me suis coupée de tout le monde": a haircut, and cutting oneself off.
      new RegExp(
        String.raw`me (?:faire|fais|fait|suis fait|suis faite) du mal|(?:me (?:couper|coupe|scarifier|scarifie|bruler|brule|blesser|blesse|mutiler)|je me (?:suis )?(?:coupe|coupee|brule|brulee|scarifie))(?![a-z])${notCuttingOneself}|scarification|automutilation`,
      ),
    ),
    ...(frenchRules.selfHarm ?? []),
  ],
};

export const selfHarmUrge: Frame = {
  name: 'self-harm-urge',
  category: 'self-harm',
  guards: ['fiction', 'past', 'informational', 'accident'],
  rules: [
    rule(
      { alone: 'urgent' },
      /(?:relapsed|relapse|relapsing|slipped|fell off the wagon)(?: \w+){0,4} (?:after|on|with|into|and) (?:\d+ |two |three |a few |six |\w+ )?(?:days|weeks|months|sh|self harm|cutting|cuting|burning)|(?:broke|broken|lost|ended|reset|restart(?:ed)?) my (?:\d+ day |\d+ week |\d+ month )?(?:clean )?streak|(?:clean|free) streak (?:is )?(?:gone|over|broken|reset)/,
      /(?:cut|cuts|cutting|went|go|going|burn|burned|burns|burning|scratched|scratching|hit|hitting|hurt|hurting|did it|sh) (?:\w+ ){0,4}(?:deeper|worse|more|harder|longer|more times|more cuts) (?:than|then) (?:last time|before|ever|usual|i meant|i planned|i wanted|the last)|(?:need|needed|needing|takes|took) (?:more|deeper|more of them|more cuts|a deeper one|more burns) (?:\w+ ){0,3}(?:to feel|before i feel|each time|every time)|(?:the )?(?:cutting|sh|self harm|burning|cuts) (?:is|are|has|have) (?:getting|gotten|been getting) (?:worse|deeper|more often|harder to stop)/,
    ),
    rule(
      { alone: 'concern', distress: 'urgent', risk: 'urgent' },
      /(?:urge|urges|craving|cravings|want|wanting|wanna|tempted|need|needing|itch|itching|itchy) (?:to|for) (?:cut|cuting|cutting|burn myself|burn|self harm|sh|bleed|hurt myself|feel the blade|feel pain)|(?:the )?urges? (?:are|is|have been|keep) (?:back|so strong|bad|loud|getting)|(?:took|take|taking|get|got|grab|grabbed|holding) (?:the |my )?(?:blade|blades|razor|sharpener) (?:out|back out)?(?: of| from)?/,
      /(?:miss|missing) (?:cutting|the blade|self harm|sh|hurting myself|the pain|burning myself)|deserve to (?:be hurt|hurt|bleed|suffer|be punished|feel pain)|(?:struggling|trying|fighting) (?:so hard )?not to (?:sh|cut|self harm|hurt myself|burn myself)|(?:i )?relapsed(?: \w+){0,3} (?:last night|again|today|yesterday|this week|on \w+day)|snapping (?:the|a|my) (?:rubber band|hair tie)/,
      /(?:\d+|two|three|four|five|six|seven|a hundred) (?:days|weeks|months) (?:clean|free|without) (?:from |of )?(?:sh|self harm|cutting|cuting)? ?(?:\w+ ){0,4}(?:but|and|until|i want|i do not know|cannot|struggling|so hard|about to|tempted|losing it)/,
      /envie de me (?:couper|faire du mal|scarifier|bruler)/,
    ),
  ],
};

export const harmToOthers: Frame = {
  name: 'harm-to-others',
  category: 'harm-to-others',
  guards: ['hyperbole', 'fiction', 'past', 'informational'],
  rules: [
    // An intent toward a person: jokes without a weapon or plan are let go in classifier.ts.
    rule({ alone: 'concern' }, `{want} (?:(?:{adv}) ){0,2}${harmVerb} ${target}`),
    rule(
      { alone: 'concern' },
      `{want} (?:(?:{adv}) ){0,2}(?:push|drown|poison|put something in|spike|run over|set fire to|smother|suffocate|ambush|jump|slash) (?:my |his |her |their |the |that |this |those |him|her|them|everyone|everybody)`,
    ),
    rule(
      { alone: 'urgent' },
      /(?:list of|the) (?:people|kids|names|guys|girls) (?:i|that i) (?:want|am going|plan|need) to (?:kill|hurt|shoot|stab|get rid of)|(?:hit list|kill list)/,
      /(?:shoot|shooting|bomb|bombing|blow up|attack|attacking|shoot up) (?:up )?(?:the|my|our|this) (?:school|class|classroom|office|mall|church|mosque|synagogue|temple|work|workplace|campus|party|concert)/,
      /(?:bring|bringing|take|taking) (?:a|my|my dad s|my dads|the|his|a loaded) (?:gun|knife|weapon|rifle|pistol|blade|bat) (?:to|into) (?:school|class|work|the party|his house|her house|their house|the office|practice)/,
      /(?:make|making) (?:\w+ ){0,3}death look (?:natural|like an accident)|ways to (?:kill|hurt|poison|get rid of) (?:my|him|her|them)|(?:parked|waiting|hiding|sitting) (?:\w+ ){0,6}(?:with|holding) (?:a|the|my) (?:tire iron|bat|knife|gun|crowbar|hammer|machete|brick|rock|pipe|wrench|screwdriver|pistol|rifle)|(?:driving|going|heading|coming|walking) (?:over |out |down |back )?(?:there |to (?:his|her|their) (?:place|house) )?(?:\w+ ){0,3}with (?:a|the|my) (?:tire iron|bat|knife|gun|hammer|rifle|crowbar|machete|axe|hunting rifle|shotgun)|(?:rifle|gun|shotgun|pistol) (?:is )?loaded (?:\. )?(?:\w+ ){0,4}(?:going (?:down|over|out)|coming for|i m going|i am going)|(?:bringing|bring|taking|take) my (?:gun|pistol|rifle|knife|dad s gun|dads gun) (?:\w+ ){0,5}(?:so|to make) (?:he|she|they|him|her|them) (?:finally )?(?:listens|listen|learns|learn|pays|pay|understands)|planning something for (?:the )?(?:assembly|school|class|the dance|graduation|prom|friday|monday)/,
      /make (?:them|him|her|everyone) (?:all )?pay (?:for|with)|(?:they|he|she|everyone) (?:will|is going to|are going to|gonna) (?:pay|regret it) (?:for|when i)|(?:i will|i am going to|i am gonna|gonna) (?:get|make) (?:my )?revenge|(?:watch|see) (?:him|her|them) (?:bleed|die|suffer)/,
      new RegExp(
        String.raw`(?:i have|i got|i bought|i ve got|got|sharpened|loaded) (?:a|the|my|his) (?:gun|knife|blade|bat|rifle|pistol|machete) (?:\w+ ){0,5}(?:for|to use on|waiting for|ready for) ${target}`,
      ),
    ),
    ...(frenchRules.others ?? []),
  ],
};

export const abuse: Frame = {
  name: 'abuse',
  category: 'abuse',
  guards: ['fiction', 'past', 'informational'],
  rules: [
    rule(
      { alone: 'urgent' },
      new RegExp(
        String.raw`${abuser} (?:always |keeps |still |sometimes |often |just |again |has been |s been |kept |would |used to |started |starts )?(?:hits|hit|hitting|beats|beat|beating|punches|punched|punching|kicks|kicked|kicking|slaps|slapped|slapping|chokes|choked|choking|strangles|strangled|burns|burned|abuses|abused|abusing|molests|molested|rapes|raped|threatens|threatened|forces|forced|shoves|shoved|pushes|pushed|throws|threw|grabs|grabbed|whips|whipped|belts|belted|drags|dragged) (?:my \w+ and |us and |both )?(?:me|us|things at me|me around|me into|me against|me down)(?! (?:at|in|to it|to the|by|up on|off))`,
      ),
      new RegExp(
        String.raw`${abuser} (?:hurts|hurt|is hurting|keeps hurting|has been hurting) me|${abuser} (?:touched|touches|groped|gropes|kissed|kisses) me|(?:twisted|twists|bent|yanked|pulled) my (?:wrist|arm|hair|fingers) (?:until|till|so hard|behind)|(?:said|says|told me) (?:that )?(?:i am|i m|im) next|they know (?:my address|where i live)`,
      ),
      /(?:touches|touched|touching|grabs|grabbed) me (?:inappropriately|down there|where|in my private|in places|at night|when|under my|without|sexually|on my)|(?:touch|touches|touched|touching) my (?:private|privates|body|chest|breasts)/,
      /(?:i was|i got|i have been|i ve been|been|being|he|she|they|he has|she has|someone) (?:sexually )?(?:abused|assaulted|molested|raped|groomed|rape|rapes|raping|molesting|abusing)(?: me)?/,
      /threaten(?:ed|s|ing)? to (?:kill|hurt|beat|hit|stab|shoot|kick me out|take the kids|leak|post|send) (?:me|my|us)?|(?:said|says) (?:he|she|they) (?:will|would|is going to|gonna) (?:kill|hurt) (?:me|us)/,
      /(?:threaten|threatening|threatened|going) to (?:share|post|send|leak|show) (?:my )?(?:pics|pictures|photos|nudes|videos|naked)|(?:pay|send) (?:him|them|her) (?:money|\d+|gift cards) or (?:he|they|she) (?:will )?(?:post|send|leak|share)/,
      /(?:wants|wanted|asked|asks|asking|pressures|pressured|pressuring|keeps asking|is making|made|forces|forced|told) me to send (?:him |her |them )?(?:\w+ )?(?:nudes|naked|pics of my body|sexy|explicit|pictures of my body)|(?:adult|older (?:guy|man|woman)|stranger|grown man|\d\d year old (?:guy|man)) (?:i met online )?(?:asked|asks|wants|wanted|keeps asking|is asking) (?:me )?(?:for|to send|to meet)/,
      /(?:ma|mon) (?:pere|mere|beau pere|copain|chum|blonde|oncle|chum) (?:me )?(?:frappe|bat|a frappe|me touche|a touche|viole|a viole|agresse)|(?:ete|suis) (?:violee?|agressee? sexuellement|battue?)/,
    ),
    rule(
      { alone: 'concern', distress: 'urgent', risk: 'urgent' },
      /(?:afraid|scared|terrified|frightened) (?:to go|of going|to be) (?:back )?home|(?:afraid|scared|terrified|frightened) of (?:my )?(?:dad|father|mom|mother|stepdad|stepfather|stepmom|boyfriend|husband|partner|him|her|them)(?! (?:finding out|being (?:mad|disappointed|upset)|getting mad|seeing my grades))/,
      /(?:locks|locked) me (?:in|out|up)|(?:do not|does not|will not|wont|doesnt) (?:let|feed) me (?:eat|food|out|leave|see my friends|have my phone)|not allowed to eat|(?:bruises|marks) (?:from|that) (?:my|him|her|he|she)|(?:checks|tracks|reads|controls) (?:my phone|my location|all my|my money|where i go) (?:\w+ ){0,4}(?:or|and) (?:he|she) (?:gets|will)/,
      /(?:takes|took|steals|stole|keeps|controls) (?:all )?my (?:pension|paycheck|benefits|cheques?|savings|disability|money|bank card)/,
      /(?:told|tells|telling|said) (?:me )?to (?:kill myself|kms|kys|kill yourself|die|go die)|(?:kys|go die) (?:messages|comments|texts|dms)/,
    ),
    // Danger from someone right now.
    rule(
      { alone: 'imminent' },
      /(?:i am|i feel|i m) (?:not safe|in danger|unsafe) (?:right now|now|here|at home|tonight|rn)|(?:is|are) (?:breaking|trying to break|trying to get) in(?:to)?|(?:hiding|locked myself|i am locked) in (?:the|my) (?:bathroom|room|closet|car) (?:from|because|and (?:he|she|they))/,
      /(?:he|she|they|my \w+|someone|a man|a guy) (?:is|are|s) (?:outside|at) my (?:door|window|room|house)(?: with| and (?:will not|wont|is) )|(?:has|have|got|is holding|with) a (?:gun|knife|weapon)(?: and| to| pointed)|(?:is|are) (?:hitting|beating|choking|attacking|hurting) (?:me|my mom|my mum|my sister|my brother|us) (?:right now|now|rn)/,
    ),
    ...(frenchRules.abuse ?? []),
  ],
};

export const thirdParty: Frame = {
  name: 'third-party',
  category: 'suicide',
  guards: ['fiction', 'past', 'informational', 'others-death'],
  rules: [
    // Someone else is doing it now, or has just.
    rule(
      { alone: 'imminent' },
      new RegExp(
        String.raw`(?:${otherPerson}|he|she|they) (?:just |has just |have just |already |is |has |s )?(?:(?:took|swallowed|drank|downed) (?:a bottle of|a box of|all (?:of )?(?:his|her|their|the|my)|a bunch of|a handful of|too many|way too many|\d\d+|the whole|a lot of)|overdosed|od d|is overdosing|is cutting|cut|slit|is bleeding|locked (?:himself|herself|themselves) in|is on the (?:roof|bridge|ledge|tracks)|is standing on|ran off with|left with) (?:\w+ ){0,4}(?:pills|bottle|tablets|meds|wrists?|deep|a knife|the knife|a gun|the gun|a rope|the rope|bathroom|garage|roof|bridge|ledge|tracks|right now|tonight|and (?:will not|wont) (?:answer|respond|come out|open)|and is not responding|and says)`,
      ),
      new RegExp(
        String.raw`(?:found|caught|walked in on) (?:${otherPerson}|him|her|them) (?:\w+ ){0,3}(?:cutting|burning|hurting|trying to hang|with a (?:rope|belt|cord|knife|blade|razor)|with pills) (?:\w+ ){0,3}(?:tonight|today|just now|right now|an hour ago|this evening|this morning)`,
      ),
      /(?:is|s) on the (?:roof|ledge|bridge|railing|balcony)(?: of \w+(?: \w+)?)? (?:\w+ ){0,3}(?:and )?(?:will not|wont|won t|refuses to) (?:come down|come back|get off|come inside)/,
      /(?:posted|shared|put up|texted|sent|messaged) (?:\w+ ){0,6}(?:this is it|goodbye|final|the end|forgive me|i m sorry|i am sorry|im sorry) (?:\w+ ){0,8}(?:tracks|bridge|pills|rope|roof|ledge|gun|knife|blade|river|water)/,
      /(?:texted|messaged|sent|posted|wrote) (?:\w+ ){0,5}(?:i love you all|i m sorry|i am sorry|im sorry|take care of|forgive me|goodbye) (?:\w+ ){0,12}(?:turned off (?:his|her|their) (?:location|phone)|(?:phone|location) is off|(?:will not|wont|is not|isnt|not) (?:answer|answering|responding|picking up))|(?:story|post|snap|status|instagram|tiktok) (?:\w+ ){0,8}(?:gun|pills|rope|bridge|tracks|blade|noose|roof) (?:\w+ ){0,8}(?:caption|says|finally|goodbye|soon|this is it|the end)/,
      // Found in the act, the means in hand now, or a goodbye and then silence.
      new RegExp(
        String.raw`(?:found|caught|walked in on) (?:${otherPerson}|him|her|them|(?:my|our) (?:\w+ ){1,3}(?:son|daughter|kid|child|brother|sister|friend|wife|husband|partner)) (?:\w+ ){0,4}(?:cutting (?:herself|himself|themselves|her|his|their|in|on)|bleeding|hanging|unconscious|passed out|not breathing|(?:in|inside) the (?:car|garage) with the (?:car|engine) running|with (?:a|the) (?:rope|belt|cord|noose|razor|blade) (?:around|on|over))|(?:holding|has|got) (?:a|the|his|her|my) (?:razor|knife|blade|gun|rope|pills) (?:over|to|against|on) (?:his|her|their) (?:wrists?|throat|neck|head|arms?)|(?:said|says|texted) (?:\w+ ){0,3}goodbye (?:\w+ ){0,8}(?:offline|not answering|wont answer|will not answer|phone is off|turned (?:his|her|their) phone off)`,
      ),
      /(?:texted|messaged|posted|sent|called) (?:me|us|everyone|a goodbye|goodbye|a note|a video)(?: \w+){0,5} (?:goodbye|saying goodbye|that (?:she|he|they) (?:is|are) (?:going to|gonna) (?:do it|kill|end it)|and (?:now )?(?:will not|wont|is not|isnt) (?:answer|answering|respond|responding|pick up))/,
    ),
    // Someone else says they will, or is hurting themself: urgent.
    rule(
      { alone: 'urgent' },
      new RegExp(
        String.raw`(?:${otherPerson}|he|she|they) (?:\w+ ){0,3}(?:said|says|told me|texted|keeps saying|posted|wrote|threatened|threatens|is threatening|is going to|wants to|plans to|planning to|tried to) (?:\w+ ){0,4}(?:kill (?:him|her|them)sel(?:f|ves)|end (?:his|her|their) life|commit suicide|suicide|kms|unalive|overdose|not be here tomorrow|jump off|hang (?:him|her|them)sel(?:f|ves)|do it tonight|be dead|die)`,
      ),
      new RegExp(
        String.raw`(?:${otherPerson}|he|she|they) (?:is|has been|s been|keeps|started|is still|has started) (?:cutting|self harming|burning|hurting|starving) (?:him|her|them)?(?:self|selves)?|(?:${otherPerson}) (?:\w+ ){0,3}(?:cuts|self harms|burns (?:herself|himself))|(?:cuts|marks|scars|burns) on (?:his|her|their|my (?:son|daughter|kid|child)s?) (?:arms?|wrists?|legs?|thighs?)`,
      ),
      /(?:my|our) (?:son|daughter|kid|child) (?:\w+ ){0,4}(?:suicidal|wants to die|wants to kill (?:him|her)self|tried to kill (?:him|her)self|attempted suicide)/,
      /(?:told me|tells me|admitted|disclosed|confided|said) (?:\w+ ){0,4}(?:(?:she|he|they) (?:has been|s been|have been|is|are|was) )?(?:cutting|self harming|burning (?:herself|himself|themselves)|hurting (?:herself|himself|themselves)|suicidal|wants to die|wanted to die)|(?:said|says|told me) (?:\w+ ){0,3}(?:would not matter if i was gone|wouldnt matter if i was gone|better off without me|wish i was dead|wishes (?:she|he) was dead)|(?:he|she|they|my \w+) (?:is|has been|s been|was) (?:getting (?:his|her|their) affairs in order|giving away (?:his|her|their))/,
    ),
    // Worry about someone who talked about it, and asking where to turn: a concern.
    rule(
      { alone: 'concern' },
      new RegExp(
        String.raw`(?:${otherPerson}|he|she|they) (?:\w+ ){0,3}(?:is|seems|might be|may be|sounds|feels|has been|keeps talking about|talks about|talked about|mentioned|joked about|jokes about) (?:(?!not |never |no )\w+ ){0,2}(?:suicidal|suicide|killing (?:him|her|them)sel(?:f|ves)|dying|wanting to die|not wanting to live|self harm|hurting (?:him|her|them)sel(?:f|ves))`,
      ),
      /(?:help|hotline|helpline|crisis line|number) (?:for|of)? ?(?:the )?(?:suicide|suicidal)|suicide (?:hotline|helpline|line)|(?:how|what) (?:do i|can i|should i) (?:help|say to|do for) (?:a friend|my friend|someone|my \w+) (?:who is|who s|that is|thinking about|who wants to) (?:suicidal|killing|dying|suicide|self harming|cutting)/,
      /(?:unalive|unaliving)/,
    ),
  ],
};

export const harmFrames: readonly Frame[] = [selfHarmAct, selfHarmUrge, harmToOthers, abuse, thirdParty];
