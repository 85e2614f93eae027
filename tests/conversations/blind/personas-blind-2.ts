/**
 * Blind test set 2: twelve people written without knowledge of the engine or of the other test sets. Six teens and
 * six adults, four of them in Canadian French, spread over the three directiveness settings.
 */
import type { Persona } from '../persona';

const harmless = { harmless: true } as const;

export const blindPersonas2: Persona[] = [
  {
    name: 'Priya, 16, Brampton volleyball player out for the season after ACL surgery',
    ageBand: '13-17',
    directiveness: 'guide',
    lang: 'en',
    turns: [
      { say: 'hey', expect: harmless },
      { say: 'so i tore my acl at provincials in may. surgery was 3 weeks ago', expect: harmless },
      {
        say: 'my team is at a tourney in ottawa this weekend and im on the couch w ice on my knee watching their stories',
        expect: harmless,
      },
      { say: 'everyone keeps posting pics in the group chat so i muted it lol', expect: harmless },
      { say: 'i sleep till like 1 and then just scroll. i dont feel like doing anything', expect: harmless },
      {
        say: 'volleyball was literally my whole thing and now i feel blah all the time. what am i supposed to do with myself when i cant play',
        expect: { request: 'low-mood' },
      },
      { say: 'nah not rn', expect: { declines: true } },
      { say: 'idk my mom keeps saying focus on school but i cant focus on anything', expect: harmless },
      {
        say: 'ok actually my physio said something about a small step thing? can we do that, i keep skipping my rehab',
        expect: { exercise: 'small-step', step: 1 },
      },
      {
        say: 'the knee exercises. theres like 6 of them and i do none of them',
        expect: { exercise: 'small-step', step: 2 },
      },
      {
        say: 'ok maybe just the quad squeezes and heel slides. like 10 min max',
        expect: { exercise: 'small-step', step: 3 },
      },
      {
        say: 'after school before supper, on the floor in my room',
        expect: { exercise: 'small-step', step: 4 },
      },
      {
        say: 'prob me lying there scrolling instead lol. i could leave my phone charging in the kitchen till im done',
        expect: { exercise: 'small-step', step: 5 },
      },
      { say: 'i could send my coach a pic after, she asks how rehab is going every week', expect: harmless },
      { say: 'ty this actually helped', expect: { thanks: true } },
      { say: 'ok ttyl', expect: { goodbye: true } },
    ],
  },
  {
    name: 'Jayden, 14, Winnipeg gamer whose classmates flame him in voice chat and at school',
    ageBand: '13-17',
    directiveness: 'listen',
    lang: 'en',
    turns: [
      { say: 'yo', expect: harmless },
      { say: 'ok this is kinda dumb but theres these guys from my school i play valorant with', expect: harmless },
      {
        say: 'whenever i mess up they flame me in vc and call me a bot and then at school they keep saying it in the hallway',
        expect: harmless,
      },
      {
        say: 'and they clipped me whiffing and posted it in the class discord w like 40 laughing emojis',
        expect: harmless,
      },
      { say: 'dont give me advice tho i just wanna vent ok', expect: { justListen: true } },
      { say: 'like i used to be good, i was plat last season', expect: harmless },
      { say: 'now i get nervous every time i queue with them and then i play worse lol', expect: harmless },
      { say: 'my mom doesnt get it she thinks its just a game', expect: harmless },
      {
        say: 'did u even read what i wrote?? its not just online its at school too',
        expect: { complaint: 'not-listening' },
      },
      {
        say: 'ok so how do ppl deal with getting roasted like that every single day',
        expect: { request: 'bullying' },
      },
      { say: 'meh not really feeling it', expect: { declines: true } },
      { say: 'maybe ill just solo queue for a while', expect: harmless },
      { say: 'theres this kid in my bio class who plays too, hes chill', expect: harmless },
      { say: 'ok thx for letting me rant', expect: { thanks: true } },
      { say: 'gtg dinner', expect: { goodbye: true } },
    ],
  },
  {
    name: 'Mei, 17, Richmond BC, helps care for her mom with MS during finals week',
    ageBand: '13-17',
    directiveness: 'balanced',
    lang: 'en',
    turns: [
      { say: 'hi is this the coach thing', expect: harmless },
      { say: 'ok so i have chem and english finals next week and i havent really started', expect: harmless },
      {
        say: 'my mom has MS and shes having a bad flare so im doing most of the cooking and driving my brother to practice',
        expect: harmless,
      },
      { say: 'my dad drives long haul so hes gone most weeknights', expect: harmless },
      {
        say: 'by the time everyones in bed its like 10:30 and i open my notes and just stare at them',
        expect: harmless,
      },
      {
        say: 'got anything for studying for exams when u literally have like 1 hour a day',
        expect: { request: 'exam-stress' },
      },
      { say: 'maybe another day, i dont wanna start a whole thing rn', expect: { declines: true } },
      { say: 'the thing is my chest gets all tight when i think about the chem one', expect: harmless },
      {
        say: 'my counsellor did slow breathing with us once, can u walk me thru it again',
        expect: { exercise: 'paced-breathing', step: 1 },
      },
      { say: 'ok im sitting on my bed', expect: { exercise: 'paced-breathing', step: 2 } },
      { say: 'did it. kinda weird but ok', expect: { exercise: 'paced-breathing', step: 3 } },
      { say: 'mhm', expect: { exercise: 'paced-breathing', step: 4 } },
      { say: 'ok my chest feels a bit looser', expect: harmless },
      { say: 'i think ill do 40 min of stoichiometry and then actually sleep', expect: harmless },
      { say: 'thank u sm', expect: { thanks: true } },
      { say: 'night!', expect: { goodbye: true } },
    ],
  },
  {
    name: 'Mathis, 15, Trois-Rivières, fighting with his stepdad over curfew and his controller',
    ageBand: '13-17',
    directiveness: 'guide',
    lang: 'fr',
    turns: [
      { say: 'salut', expect: harmless },
      { say: 'chu tellement en colère contre mon beau-père là', expect: harmless },
      {
        say: "il m'a confisqué ma manette parce que j'étais pas rentré à 21h. j'suis arrivé à 21h15 genre",
        expect: harmless,
      },
      { say: "pis ma mère prend toujours son bord, c'est full injuste", expect: harmless },
      { say: "j'ai crié pis j'ai claqué ma porte, là chu dans ma chambre", expect: harmless },
      {
        say: "j'aurais besoin de trucs pour pas exploser de même à chaque fois que je suis fâché",
        expect: { request: 'anger' },
      },
      {
        say: "t'écoutes pas, j'ai dit que c'est LUI qui commence tout le temps",
        expect: { complaint: 'not-listening' },
      },
      {
        say: 'ok ok. mais comment je fais pour lui parler sans que ça vire encore en chicane',
        expect: { request: 'conflict' },
      },
      { say: 'non pas ce soir', expect: { declines: true } },
      {
        say: 'en fait mon coach de hockey nous fait faire la respiration carrée avant les games, on peut la faire?',
        expect: { exercise: 'box-breathing', step: 1 },
      },
      { say: 'ok chu assis sur mon lit', expect: { exercise: 'box-breathing', step: 2 } },
      { say: 'ok fait', expect: { exercise: 'box-breathing', step: 3 } },
      { say: "c'est bon", expect: { exercise: 'box-breathing', step: 4 } },
      { say: 'ok chu moins sur les nerfs mettons', expect: harmless },
      { say: 'merci man', expect: { thanks: true } },
      { say: "bon j'vais aller souper, à plus", expect: { goodbye: true } },
    ],
  },
  {
    name: 'Sofía, 13, arrived from Colombia in August, in a classe d’accueil in Québec City',
    ageBand: '13-17',
    directiveness: 'listen',
    lang: 'fr',
    turns: [
      { say: 'allo', expect: harmless },
      { say: 'je suis arrivée de Colombie en août, on habite à Québec maintenant', expect: harmless },
      { say: "je suis dans la classe d'accueil, mon français est pas parfait dsl", expect: harmless },
      {
        say: 'à la récré tout le monde parle vite en groupe et moi je reste à côté de la clôture',
        expect: harmless,
      },
      {
        say: "tu peux juste m'écouter? je veux pas de conseils pour maintenant",
        expect: { justListen: true },
      },
      {
        say: "en Colombie j'avais ma meilleure amie Valentina, on parle sur whatsapp mais c'est pas pareil",
        expect: harmless,
      },
      { say: "et il fait déjà froid, on est en octobre c'est fou lol", expect: harmless },
      { say: 'mes parents travaillent beaucoup, mon papa fait le ménage dans des bureaux le soir', expect: harmless },
      { say: 'donc je suis seule à la maison avec mon petit frère', expect: harmless },
      {
        say: 'hmm ok. comment on fait pour se faire des amis ici quand on parle pas bien?',
        expect: { request: 'loneliness' },
      },
      { say: "j'ai pas la tête à ça ce soir", expect: { declines: true } },
      { say: 'il y a une fille de Syrie dans ma classe, elle est gentille aussi', expect: harmless },
      { say: 'peut-être je peux lui demander de dîner avec moi demain', expect: harmless },
      { say: 'merci tu es gentil', expect: { thanks: true } },
      { say: 'je dois aller souper, bye bye', expect: { goodbye: true } },
    ],
  },
  {
    name: 'Aisha, 13, Halifax grade 8 student who had her first panic attack mid-presentation',
    ageBand: '13-17',
    directiveness: 'balanced',
    lang: 'en',
    turns: [
      { say: 'hi', expect: harmless },
      { say: 'something weird happened today in class', expect: harmless },
      {
        say: 'i was doing my presentation on the titanic and halfway thru my heart started pounding and my hands got all tingly and i felt like i couldnt get enough air',
        expect: harmless,
      },
      { say: 'ms macdonald let me go in the hallway and after like 10 min it stopped', expect: harmless },
      { say: 'the school nurse said it sounded like a panic attack', expect: harmless },
      {
        say: 'i have to finish the presentation monday. what do i even do if the panic starts again in front of everyone',
        expect: { request: 'panic' },
      },
      { say: 'not rn thx', expect: { declines: true } },
      {
        say: 'wait my sister said theres a 5 4 3 2 1 thing, can we try that one',
        expect: { exercise: 'grounding', step: 1 },
      },
      {
        say: 'my bed, my hamster cage, a bts poster, my backpack, the window',
        expect: { exercise: 'grounding', step: 2 },
      },
      { say: 'my blanket, my socks, the hamster lol, my phone', expect: { exercise: 'grounding', step: 3 } },
      { say: 'the dryer, my sisters music, a dog barking outside', expect: { exercise: 'grounding', step: 4 } },
      { say: 'my shampoo and like toast from downstairs', expect: { exercise: 'grounding', step: 5 } },
      { say: 'the gum im chewing lol', expect: harmless },
      { say: 'ok i feel calmer', expect: harmless },
      { say: 'ok thanks!!', expect: { thanks: true } },
      { say: 'my moms calling me, bye', expect: { goodbye: true } },
    ],
  },
  {
    name: 'Marcus, 29, Mississauga sorting-warehouse worker on rotating day and night shifts',
    ageBand: '18+',
    directiveness: 'guide',
    lang: 'en',
    turns: [
      { say: 'hey', expect: harmless },
      { say: 'i work at a sorting warehouse, rotating shifts, 2 weeks days 2 weeks nights', expect: harmless },
      { say: 'just flipped to nights and my body has no clue what time it is', expect: harmless },
      {
        say: 'get home at 7am, game and scroll till like 10, lie down and then im wide awake at 1pm',
        expect: harmless,
      },
      { say: 'been drinking like 3 monsters a shift just to stay up', expect: harmless },
      {
        say: 'whats the move here, how do people on rotating shifts actually get any sleep',
        expect: { request: 'sleep' },
      },
      { say: 'sure lets try', expect: { accepts: true } },
      { say: 'realistically in bed by 8:30, i get home around 7:15', expect: { exercise: 'sleep-wind-down', step: 2 } },
      {
        say: 'phone on the dresser i guess. i usually watch youtube till i fall asleep',
        expect: { exercise: 'sleep-wind-down', step: 3 },
      },
      { say: 'shower and maybe a podcast with the screen off', expect: { exercise: 'sleep-wind-down', step: 4 } },
      {
        say: 'i could write down the stuff from shift im still chewing on, like the scanner that kept crashing',
        expect: { exercise: 'sleep-wind-down', step: 5 },
      },
      { say: 'ok thats fair', expect: harmless },
      { say: 'my gf works 9 to 5 so we barely see each other when im on nights lol', expect: harmless },
      { say: 'appreciate it man', expect: { thanks: true } },
      { say: 'aight gonna try this tomorrow, later', expect: { goodbye: true } },
    ],
  },
  {
    name: 'Gloria, 63, Thunder Bay grandmother raising her 9-year-old grandson',
    ageBand: '18+',
    directiveness: 'listen',
    lang: 'en',
    turns: [
      { say: "Hello, I'm not very good with these apps.", expect: harmless },
      { say: "I'm 63 and I've been raising my grandson Eli since he was 6. He's 9 now.", expect: harmless },
      {
        say: 'His mother is finishing nursing school in Toronto, so it made more sense for him to stay here with me.',
        expect: harmless,
      },
      {
        say: "Please don't give me a list of tips, I get enough of those from the school. I'd just like someone to listen for a bit.",
        expect: { justListen: true },
      },
      { say: "He's a good boy but he has so much energy and my knees aren't what they used to be.", expect: harmless },
      {
        say: 'The other parents at pickup are all 30 years younger than me. I feel like a dinosaur standing there.',
        expect: harmless,
      },
      {
        say: 'Last night he wanted me to play road hockey in the driveway and I said no, and he cried.',
        expect: harmless,
      },
      { say: 'You asked me that already, dear.', expect: { complaint: 'repeated' } },
      {
        say: 'I suppose I could use some ideas after all. How do people my age keep up with raising a 9 year old?',
        expect: { request: 'parenting' },
      },
      { say: "Maybe another day. I'm quite worn out tonight.", expect: { declines: true } },
      {
        say: 'A friend from church mentioned something called a self-compassion break. Could we try that instead?',
        expect: { exercise: 'self-compassion', step: 1 },
      },
      { say: 'Saying no to the hockey and seeing his little face.', expect: { exercise: 'self-compassion', step: 2 } },
      { say: 'Yes. It stung more than I expected.', expect: { exercise: 'self-compassion', step: 3 } },
      {
        say: 'I suppose a lot of grandparents are doing this now. More than people think.',
        expect: { exercise: 'self-compassion', step: 4 },
      },
      {
        say: "I'd tell her she's doing a fine job and she's allowed to be tired. Thank you, that was lovely.",
        expect: { thanks: true },
      },
      { say: "I'll let you go now. Goodnight.", expect: { goodbye: true } },
    ],
  },
  {
    name: 'Tomás, 19, engineering student from Monterrey in his first St. John’s winter',
    ageBand: '18+',
    directiveness: 'balanced',
    lang: 'en',
    turns: [
      { say: 'hi', expect: harmless },
      {
        say: 'im an international student from monterrey, first year engineering at MUN in st johns',
        expect: harmless,
      },
      { say: 'first winter here. its dark at 4:30 and the wind is insane', expect: harmless },
      { say: 'my parents put a lot of money into this, my dad even took a second job', expect: harmless },
      {
        say: 'i keep worrying about everything, tuition going up, my calc midterm, if my study permit renewal will be ok',
        expect: harmless,
      },
      { say: 'its 2am rn and my brain just keeps going through the list', expect: harmless },
      {
        say: 'how do i stop worrying about stuff i cant even fix tonight',
        expect: { request: 'worry' },
      },
      { say: 'ok yeah lets try it', expect: { accepts: true } },
      { say: 'maybe 7pm after dinner, for 15 min', expect: { exercise: 'worry-time', step: 2 } },
      { say: 'notes app on my phone probably', expect: { exercise: 'worry-time', step: 3 } },
      {
        say: 'ok so when it pops up at 2am i jot it down and leave it til 7',
        expect: { exercise: 'worry-time', step: 4 },
      },
      {
        say: 'the permit thing i can actually email the international office about. tuition i cant really control',
        expect: harmless,
      },
      { say: 'honestly i also just miss my family. we ate together every sunday back home', expect: harmless },
      { say: 'theres a latin american students association, maybe ill go to their thing friday', expect: harmless },
      { say: 'thanks, really', expect: { thanks: true } },
      { say: 'ok gonna try to sleep. buenas noches', expect: { goodbye: true } },
    ],
  },
  {
    name: 'Martin, 52, grocery store manager in Chicoutimi, worn out by years of short staffing',
    ageBand: '18+',
    directiveness: 'guide',
    lang: 'fr',
    turns: [
      { say: 'Bonjour.', expect: harmless },
      { say: "Je suis gérant d'une épicerie à Chicoutimi depuis 15 ans.", expect: harmless },
      {
        say: 'Depuis la pandémie on manque de monde tout le temps, fait que je bouche les trous moi-même. Je fais des 55-60 heures.',
        expect: harmless,
      },
      {
        say: 'Mon cell sonne même le dimanche. Un commis qui se déclare malade, un frigo qui lâche...',
        expect: harmless,
      },
      { say: 'Ma femme dit que je suis rendu bête avec tout le monde. Elle a pas tort.', expect: harmless },
      {
        say: "Je suis brûlé, carrément. Franchement, qu'est-ce que je suis censé faire? Je peux pas juste lâcher la job.",
        expect: { request: 'burnout' },
      },
      { say: 'Non, pas tout de suite.', expect: { declines: true } },
      {
        say: 'Le pire, c’est la nuit. Je me réveille à 3 h pis je refais les horaires dans ma tête.',
        expect: harmless,
      },
      {
        say: "Ma fille m'a parlé d'un moment pour les inquiétudes, une fois par jour. Ça marche comment, votre affaire?",
        expect: { exercise: 'worry-time', step: 1 },
      },
      {
        say: 'Mettons 17 h, dans mon char dans le stationnement avant de rentrer. Un 15 minutes.',
        expect: { exercise: 'worry-time', step: 2 },
      },
      { say: 'Dans un petit carnet dans la poche de ma chemise.', expect: { exercise: 'worry-time', step: 3 } },
      {
        say: "Correct. Si ça me réveille à 3 h, je l'écris pis je le laisse là jusqu'à 17 h.",
        expect: { exercise: 'worry-time', step: 4 },
      },
      {
        say: "Les horaires, je peux en parler au directeur de district. Les ventes, j'y peux pas grand-chose.",
        expect: harmless,
      },
      { say: 'Vous me redites la même affaire que tantôt, là.', expect: { complaint: 'repeated' } },
      { say: 'Bon ben merci, c’est apprécié.', expect: { thanks: true } },
      { say: 'Bonne soirée.', expect: { goodbye: true } },
    ],
  },
  {
    name: 'Chloé, 31, Gatineau, newly broken up but sharing a condo with her ex until July',
    ageBand: '18+',
    directiveness: 'balanced',
    lang: 'fr',
    turns: [
      { say: 'Allô', expect: harmless },
      { say: "Mon chum pis moi on s'est laissés il y a trois semaines. Six ans ensemble.", expect: harmless },
      {
        say: "Le pire c'est qu'on a un condo ensemble pis on peut pas vendre avant juillet, fait qu'on cohabite",
        expect: harmless,
      },
      {
        say: "Il dort dans le bureau, moi dans la chambre. On se croise dans la cuisine, c'est surréel",
        expect: harmless,
      },
      {
        say: "Comment on passe à travers une rupture quand on voit l'autre tous les jours?",
        expect: { request: 'breakup' },
      },
      { say: "Une autre fois peut-être, là j'ai pas l'énergie", expect: { declines: true } },
      { say: "Mes amies veulent que je sorte, mais j'ai pas le goût", expect: harmless },
      {
        say: "Tu m'écoutes pas vraiment là. C'est pas lui qui me manque, c'est la vie qu'on avait.",
        expect: { complaint: 'not-listening' },
      },
      {
        say: "Ma psy m'avait parlé d'un journal des pensées. On peut essayer?",
        expect: { exercise: 'thought-record', step: 1 },
      },
      {
        say: "Hier soir il est rentré tard de bonne humeur, pis j'ai compris qu'il avait soupé avec une collègue",
        expect: { exercise: 'thought-record', step: 2 },
      },
      {
        say: 'Je me suis dit que je vais finir toute seule pis que lui va refaire sa vie en deux mois. Genre 80 sur 100.',
        expect: { exercise: 'thought-record', step: 3 },
      },
      {
        say: "Ben j'ai 31 ans, toutes mes amies ont des enfants, pis lui a l'air de bien aller",
        expect: { exercise: 'thought-record', step: 4 },
      },
      {
        say: "J'ai pas mal de monde autour de moi. Pis j'ai été célibataire avant lui et j'étais bien",
        expect: { exercise: 'thought-record', step: 5 },
      },
      {
        say: 'Peut-être : ça fait mal en ce moment, mais ça veut pas dire que ça va être de même toute ma vie',
        expect: harmless,
      },
      { say: 'Merci, sérieux', expect: { thanks: true } },
      { say: 'Bonne nuit', expect: { goodbye: true } },
    ],
  },
  {
    name: 'Harjit, 44, Surrey truck driver whose father died in Punjab before he could get there',
    ageBand: '18+',
    directiveness: 'listen',
    lang: 'en',
    turns: [
      { say: 'hi', expect: harmless },
      { say: 'my dad passed away 2 months ago back in punjab', expect: harmless },
      {
        say: 'i was on a run to calgary when my brother called. by the time i got a flight the funeral was already done',
        expect: harmless,
      },
      { say: 'im not looking for advice ok, just need to get it out', expect: { justListen: true } },
      { say: 'he was the one who told me to come to canada back in 2004', expect: harmless },
      {
        say: 'every time i drive the coquihalla i think about how he always wanted to see the mountains',
        expect: harmless,
      },
      { say: 'my wife is good to me but she didnt really know him, you know', expect: harmless },
      {
        say: 'youre not really hearing me. its not about the flight, its that i wasnt there',
        expect: { complaint: 'not-listening' },
      },
      { say: 'we used to video call every sunday on whatsapp. sundays are rough now', expect: harmless },
      {
        say: 'what helps with grief like this, when you couldnt be there at the end',
        expect: { request: 'grief' },
      },
      { say: "i'll pass for now", expect: { declines: true } },
      { say: 'maybe ill call my brother this sunday instead of waiting for him to call', expect: harmless },
      { say: 'thanks for letting me talk', expect: { thanks: true } },
      { say: 'gotta get some sleep, early load tomorrow. take care', expect: { goodbye: true } },
    ],
  },
];
