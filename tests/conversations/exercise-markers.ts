/**
 * The exercises a person can do with Doro, step by step, as the checks recognise them: the name that shows an
 * exercise was offered, and for each step the words that show the reply is taking the person through it. English
 * and French, written for folded text (text.ts).
 */
import type { ExerciseId } from './persona';

export interface ExerciseGuide {
  name: RegExp;
  steps: ReadonlyArray<{ what: string; pattern: RegExp }>;
}

const breatheInForFour = /\b(breathe in|breath in|inhale|inspire\w*)\b[^.?!]*\b(4|four|quatre)\b/;

const settleIn =
  /\b(sit comfortabl\w*|get comfy|comfortabl\w*|shoulders|feet on the floor|tell me when you'?re ready|installe-toi|installez-vous|confortablement|epaules|dis-moi quand|dites-moi quand)\b/;

// The steps as Doro's engine gives them (server/ai/offline/content/exercises.ts), each recognised by its words.
export const exerciseGuides: Record<ExerciseId, ExerciseGuide> = {
  'box-breathing': {
    name: /\b(box|square) breathing\b|\brespiration (carree|en carre|en boite)\b/,
    steps: [
      { what: 'settle in', pattern: settleIn },
      { what: 'breathe in for 4, hold for 4', pattern: breatheInForFour },
      {
        what: 'breathe out for 4, pause',
        pattern: /\b(breathe out|breath out|exhale|expire\w*|souffle\w*)\b[^.?!]*\b(4|four|quatre)\b/,
      },
      {
        what: 'go round the box again',
        pattern: /\b(repeat|rounds?|again|more boxes|another (box|round)|recommence\w*|repete\w*|encore|tours?)\b/,
      },
    ],
  },
  'paced-breathing': {
    name: /\b(paced|slow) breathing\b|\blonger (out-?breath|exhale|breath out)\b|\brespiration (lente|rythmee)\b|\brespirer lentement\b/,
    steps: [
      { what: 'settle in', pattern: settleIn },
      { what: 'breathe in for 4', pattern: breatheInForFour },
      {
        what: 'breathe out for 6',
        pattern: /\b(breathe out|breath out|exhale|out|expire\w*|souffle\w*)\b[^.?!]*\b(6|six)\b/,
      },
      {
        what: 'keep going for a few rounds',
        pattern:
          /\b(repeat|rounds?|again|keep going|continue|more times|a few more|few times|recommence\w*|continue\w*|encore|fois)\b/,
      },
    ],
  },
  grounding: {
    name: /\bgrounding\b|\b5-4-3-2-1\b|\b5 4 3 2 1\b|\bancrage\b/,
    steps: [
      { what: '5 things you can see', pattern: /\b(5|five|cinq)\b[^.?!]*\b(see|vois|voir|voyez)\b/ },
      {
        what: '4 things you can touch',
        pattern: /\b(4|four|quatre)\b[^.?!]*\b(touch|feel|touche\w*|toucher|sens|sentez|ressens)\b/,
      },
      { what: '3 things you can hear', pattern: /\b(3|three|trois)\b[^.?!]*\b(hear|entend\w*)\b/ },
      { what: '2 things you can smell', pattern: /\b(2|two|deux)\b[^.?!]*\b(smell|scents?|odeurs?|sentir)\b/ },
      { what: '1 thing you can taste', pattern: /\b(1|one|une?)\b[^.?!]*\b(taste|gout\w*)\b/ },
    ],
  },
  'thought-record': {
    name: /\bthought record\b|\b(journal|registre) (des|de) pensees\b/,
    steps: [
      {
        what: 'the situation',
        pattern:
          /\b(situation|what happened|what was (going on|happening)|where were you|que s'est-il passe|ce qui s'est passe|qu'est-ce qui se passait)\b/,
      },
      {
        what: 'the thought, and how strongly believed',
        pattern: /\bthoughts?\b(?! record)|\b(how strongly|0 to 100|0 a 100|pensee|tu t'es dit|a quel point)\b/,
      },
      { what: 'the evidence for it', pattern: /\b(evidence for|supports? it|backs? it up|preuves? pour|appuie)\b/ },
      {
        what: 'the evidence against it',
        pattern: /\b(evidence against|don'?t fit|doesn'?t fit|leaves out|preuves? contre|contredit|ne colle pas)\b/,
      },
      {
        what: 'a more balanced thought',
        pattern:
          /\b(balanced|kinder|fairer|more helpful|realistic|another way|different way|equilibree|plus juste|autre facon|plus nuancee|realiste)\b/,
      },
    ],
  },
  'worry-time': {
    name: /\bworry[- ](time|window)\b|\bmoment (pour|a) (tes|vos|les) (inquietudes|soucis)\b|\bmoment (pour|d')\s?(t'|s')?inquiet\w*/,
    steps: [
      {
        what: 'pick a worry time',
        pattern:
          /\b(\d+|fifteen|twenty|ten|quinze|vingt|dix) ?min\w*|\b(pick|choose|set) (a|your) (time|slot|worry time)\b|\b(choisis|choisissez|fixe) (une|un|ton|votre) (heure|moment)\b/,
      },
      {
        what: 'where worries wait until then',
        pattern: /\b(park|where will|note on your phone|notebook|carnet|note dans ton|ou vas-tu|ou allez-vous)\b/,
      },
      {
        what: 'write worries down and postpone them',
        pattern: /\b(write|jot|later|worry time|plus tard|ecri\w*|note-le|notez)\b/,
      },
      {
        what: 'sort what you can act on',
        pattern:
          /\b(act on|something you can do|can (do|control|change)|can'?t (do|control|change)|control|next step|agir|controle\w*|peux faire|pouvez faire|prochaine etape)\b/,
      },
    ],
  },
  'self-compassion': {
    name: /\bself[- ]compassion\b|\bauto-?compassion\b|\bbienveillance envers (toi|vous|soi)\b|\bpause (de|d') ?(bienveillance|douceur)\b/,
    steps: [
      {
        what: 'bring the hard moment to mind',
        pattern:
          /\b(bring to mind|what'?s hard|hand on your (chest|heart)|pense a ce qui|pensez a ce qui|main sur (ton|votre) (coeur|poitrine))\b/,
      },
      {
        what: 'notice that it hurts',
        pattern:
          /\b(notice|acknowledge|it hurts|this is (hard|painful|a moment)|moment of (pain|suffering)|remarque\w*|reconnai\w*|c'est (dur|difficile)|ca fait mal)\b/,
      },
      {
        what: 'others feel this too',
        pattern:
          /\b(not alone|others|other people|lots of people|many people|part of (being human|life)|everyone|human|pas seule?|d'autres|autres personnes|beaucoup de (gens|monde)|humain\w*)\b/,
      },
      {
        what: 'kind words, as to a friend',
        pattern: /\b(friend|kind|kindness|gentle|ami\w*|bienveillan\w*|doux|douce|gentil\w*)\b/,
      },
    ],
  },
  'sleep-wind-down': {
    name: /\bwind(ing)?[- ]down\b|\broutine (de|du|pour le) (detente|coucher|soir)\b/,
    steps: [
      { what: 'a bedtime', pattern: /\b(bedtime|in bed|what time|heure|te coucher|vous coucher|au lit)\b/ },
      { what: 'screens away', pattern: /\b(screens?|phones?|devices?|ecrans?|cellulaires?|cell|telephones?)\b/ },
      {
        what: 'something calm',
        pattern:
          /\b(calm\w*|shower|bath|read\w*|stretch\w*|music|calme|douche|bain|lire|lecture|etirement\w*|musique)\b/,
      },
      {
        what: "write down what's on your mind",
        pattern: /\b(write|jot|notebook|paper|list|ecri\w*|carnet|papier|liste)\b/,
      },
      {
        what: 'get up if still awake',
        pattern: /\b(get up|still awake|20 minutes|leve-toi|levez-vous|toujours eveille\w*)\b/,
      },
    ],
  },
  'small-step': {
    name: /\b(small|tiny|first)[- ]step\b|\bpetit(s)? pas\b|\bpetite etape\b|\bpremier pas\b/,
    steps: [
      {
        what: 'the thing to move forward on',
        pattern:
          /\b(putting off|move forward|one thing|the thing|pick|choose|matters?|une chose|choisis|choisir|qui compte|repousse\w*|avancer)\b/,
      },
      {
        what: 'make it tiny',
        pattern:
          /\b(shrink|smaller|tiny|first action|10 minutes|minutes?|make it (small|easy)|plus petit\w*|minuscule|premiere action)\b/,
      },
      {
        what: 'when and where',
        pattern:
          /\b(when and where|when (will|could|would|can) you|what time|which day|where will|(pick|set|choose) a time|quand (vas-tu|pourrais-tu|allez-vous|est-ce que tu)|a quelle heure|quel jour|quand et ou|ou et quand)\b/,
      },
      {
        what: 'what might get in the way',
        pattern: /\b(get in the way|obstacles?|if it does|plan b|back-?up|stop you|empecher|si jamais|bloquer)\b/,
      },
      {
        what: 'mark it once done',
        pattern: /\b(acknowledge|celebrate|reward|once it is done|when it'?s done|souligner|feliciter|recompense)\b/,
      },
    ],
  },
};

/** The exercise a sentence names, if any. */
export function exerciseNamed(foldedSentence: string): ExerciseId | undefined {
  const found = Object.entries(exerciseGuides).find(([, guide]) => guide.name.test(foldedSentence));
  return found?.[0] as ExerciseId | undefined;
}
