/**
 * What a reply to a direct request must contain: content markers per topic, in English and French (folded: lower
 * case, no accents, see text.ts). A reply answers the request when it has at least two different markers of its
 * topic; the person's own words are not markers, so echoing the question does not count.
 */
import type { TopicId } from './persona';

export const topicMarkers: Record<TopicId, Record<string, RegExp>> = {
  sleep: {
    bed: /\b(bed|bedtime|au lit|coucher)\b/,
    'wind down': /\bwind(ing)?[- ]down|\bse detendre\b|\bdetente\b/,
    screens: /\b(screens?|phones?|devices?|ecrans?|cellulaires?|telephones?)\b/,
    caffeine: /\b(caffeine|coffee|energy drinks?|cafeine|cafe)\b/,
    'same time': /\bsame time\b|\bmeme heure\b|\bregular (hours|schedule)\b/,
    'write down': /\b(write|jot|notebook|notepad|ecri\w*|carnet|papier)\b/,
    'dark, cool room': /\b(dark|cool|quiet|blackout|earplugs?|sombre|noir|frais|bouchons)\b/,
    'get up': /\bget up\b|\bout of bed\b|\bleve-toi\b|\bte lever\b/,
    routine: /\b(routine|ritual|rituel)\b/,
    'slow breathing': /\b(breath\w*|respir\w*)\b/,
  },
  'exam-stress': {
    'study plan': /\b(plan|schedule|timetable|horaire|calendrier)\b/,
    breaks: /\b(breaks?|pomodoro|pauses?)\b/,
    'small chunks':
      /\b(chunks?|short blocks?|blocks of|small(er)? (parts|pieces|bits|sections)|one (topic|subject|chapter) at a time|petits (morceaux|blocs)|une matiere a la fois)\b/,
    'practice questions':
      /\b(practice|past (papers|exams)|flashcards?|(quiz|test) yourself|cover your notes|exercices|examens? (de pratique|passes)|te tester)\b/,
    sleep: /\b(sleep|rest|sommeil|dormir|repos)\b/,
    'food and water': /\b(eat|snacks?|water|meal|manger|collation|eau)\b/,
    breathing: /\b(breath\w*|exhale|respir\w*|expir\w*)\b/,
    'ask for help': /\b(teacher|tutor|ask for help|study group|prof|enseignant|tuteur|demander de l'aide)\b/,
  },
  worry: {
    'worry time': /\bworry (time|window)\b|\bmoment (pour|d')\s?(t'|s')?inquiet\w*/,
    'write it down': /\b(write|jot|list|ecri\w*|liste|note)\b/,
    'what you can control': /\b(control|act on|in your hands|controle\w*|agir)\b/,
    breathing: /\b(breath\w*|respir\w*)\b/,
    grounding: /\b(grounding|5-4-3-2-1|ancrage|present moment|moment present)\b/,
    'postpone it': /\b(later|postpone|park|set (it|them) aside|plus tard|de cote)\b/,
    'talk to someone': /\b(talk to|trusted|someone you trust|parler a|confiance)\b/,
  },
  panic: {
    'slow breathing': /\b(breath\w*|exhale|inhale|respir\w*|expir\w*|inspir\w*)\b/,
    grounding: /\b(grounding|5-4-3-2-1|feet on the floor|ancrage|pieds au sol)\b/,
    'it passes': /\b(pass(es)?|peaks?|wave|few minutes|passe|vague|quelques minutes)\b/,
    'not dangerous': /\b(not dangerous|can'?t hurt you|harmless|uncomfortable but|pas dangereu\w*)\b/,
    'count or name it': /\b(count|name (it|what)|label|compte\w*|nomme\w*)\b/,
    'cold water': /\b(cold water|ice|eau froide|glace)\b/,
  },
  'low-mood': {
    'small step': /\b(small|tiny|little|petit\w*)\b/,
    outside: /\b(outside|walk|fresh air|sunlight|daylight|dehors|marche\w*|air frais|soleil)\b/,
    'something you enjoy': /\b(enjoy\w*|used to (like|love)|pleasant|fun|plaisir|agreable|aimais)\b/,
    routine: /\b(routine|get up at|same time|horaire)\b/,
    'reach out': /\b(text|call|message|reach out|friend|ecri\w*|appel\w*|ami\w*)\b/,
    'body basics': /\b(sleep|eat|water|shower|dormir|manger|eau|douche)\b/,
    doctor: /\b(doctor|physician|medecin)\b/,
    movement: /\b(move|movement|stretch|exercise|bouger|etire\w*|sport)\b/,
  },
  loneliness: {
    'clubs and groups': /\b(clubs?|teams?|groups?|class|volunteer\w*|equipe|groupe|cours|benevol\w*)\b/,
    'reach out': /\b(say hi|text|message|invite|ask (them|him|her)|dire bonjour|ecri\w*|inviter)\b/,
    'one person': /\b(one person|someone|one classmate|une personne|quelqu'un)\b/,
    'shared interests': /\b(interests?|same (things|game|team)|common|interets?|en commun)\b/,
    'small talk': /\b(small talk|conversation|question|jaser)\b/,
    'it takes time': /\b(takes time|weeks|months|prend du temps|semaines)\b/,
    'regular place':
      /\b(lunch|cafeteria|common room|community cent(er|re)|library|diner|bibliotheque|centre communautaire)\b/,
  },
  conflict: {
    'I statements': /\b(i feel|i felt|how you felt|i statements?|i-statements?|je me sens|je ressens|au je)\b/,
    'a calm moment': /\b(calm|cool(ed)? (down|off)|quiet moment|calme|moment tranquille)\b/,
    listen: /\b(listen|their side|point of view|how (she|he|they) (sees?|feels?)|ecoute\w*|son point de vue)\b/,
    pause: /\b(pause|break|step away|time-?out|prendre une pause)\b/,
    'one thing at a time': /\b(one (thing|issue) at a time|specific|une chose a la fois|precis)\b/,
    'what you need': /\b(what you need|the need|ask for|(you'?d|you would) like|ce dont tu as besoin|demander)\b/,
    'trusted adult': /\b(trusted adult|counsell?or|mediator|teacher|adulte de confiance|intervenant\w*)\b/,
  },
  breakup: {
    'let yourself feel it': /\b(sad|grieve|cry|feel it|normal|triste\w*|pleurer|peine)\b/,
    friends: /\b(friends?|people who care|support|amis?|amies?|proches)\b/,
    'social media': /\b(mute|unfollow|archive|social media|stories|photos|masquer|reseaux sociaux)\b/,
    'look after yourself': /\b(sleep|eat|routine|walk|dormir|manger|marche\w*)\b/,
    'it takes time': /\b(time|takes a while|temps)\b/,
    'things for you': /\b(something (you enjoy|for you)|hobby|things you (like|love)|plaisir|passe-temps)\b/,
    'space from them': /\b(space|distance|no contact|espace)\b/,
  },
  grief: {
    memories: /\b(memor(y|ies)|remember|photos|stories|letter|souvenirs?|histoires|lettre)\b/,
    'no right way': /\b(no right|own pace|own way|normal|pas de bonne|ton rythme|votre rythme)\b/,
    'comes in waves': /\b(waves?|comes and goes|ups and downs|vagues?)\b/,
    'other people': /\b(support group|others who|friends|family|groupe de soutien|proches|famille)\b/,
    'small routines': /\b(routine|walk|meal|eat|coffee|marche\w*|repas|cafe)\b/,
    'evenings and company': /\b(evenings?|radio|call|visit|club|soirees?|appel\w*|visite\w*)\b/,
    gentle: /\b(gentle|kind to yourself|doux|douce)\b/,
  },
  anger: {
    'pause first': /\b(pause|step away|walk away|time-?out|take a (break|breath)|prendre l'air|t'eloigner)\b/,
    breathing: /\b(breath\w*|exhale|respir\w*|expir\w*)\b/,
    counting: /\b(count|compte\w*)\b/,
    'body signs': /\b(body|jaw|fists?|hot|heart|shoulders|corps|machoire|poings?|coeur|epaules)\b/,
    'move it out': /\b(move|walk|run|exercise|skate|bouger|marche\w*|courir|sport)\b/,
    'talk later': /\b(later|when (you'?re|you are) calm|once you'?ve cooled|plus tard|une fois calme)\b/,
    triggers: /\b(triggers?|sets? you off|what (sets|set) it off|declencheur\w*)\b/,
  },
  burnout: {
    boundaries: /\b(boundar(y|ies)|say no|limits?|limites?|dire non)\b/,
    rest: /\b(rest|breaks?|time off|day off|vacation|repos|pauses?|conge)\b/,
    'one small thing': /\b(one (small )?thing|small step|priorit\w*|most important|une chose|petit pas)\b/,
    'talk to your manager': /\b(manager|boss|supervisor|hr|gestionnaire|patron|direction|superieur\w*)\b/,
    sleep: /\b(sleep|dormir|sommeil)\b/,
    'switch off': /\b(switch off|log off|notifications?|after hours|end of (the )?day|deconnect\w*|fin de journee)\b/,
    'get support': /\b(doctor|eap|employee assistance|medecin|pae|programme d'aide)\b/,
  },
  parenting: {
    'time for you': /\b(time for (you|yourself)|break for (you|yourself)|self-care|temps pour (toi|vous))\b/,
    'ask for help': /\b(help|partner|family|grandparents?|sitter|babysitter|aide|famille|grands-parents)\b/,
    routine: /\b(routine|same (order|steps)|schedule|horaire)\b/,
    'good enough': /\b(good enough|perfect|assez bon\w*|parfait\w*)\b/,
    'pause before reacting': /\b(pause|breath\w*|count|step away|respir\w*)\b/,
    'night before': /\b(night before|the evening before|la veille)\b/,
    'repair after yelling': /\b(repair|say sorry|apologi[sz]e|hug|s'excuser|reparer)\b/,
  },
  bullying: {
    'trusted adult': /\b(trusted adult|teacher|counsell?or|principal|parents?|adulte de confiance|prof\w*|direction)\b/,
    'keep evidence': /\b(screenshots?|save|evidence|proof|write down|captures?|preuves?|garder)\b/,
    'block and report': /\b(block|report|mute|bloque\w*|signale\w*)\b/,
    'not your fault':
      /\b((not|never) your fault|(don'?t|no one|nobody) deserves?|pas (de )?ta faute|tu ne merites pas|personne ne merite)\b/,
    'stay with others': /\b(friends?|sit (near|with)|buddy|amis?|amies?)\b/,
    "don't react": /\b(don'?t (respond|react|reply)|calm voice|walk away|ignore|ne (pas )?repondre|ignorer)\b/,
  },
};
