/**
 * Risk phrases in the languages most spoken in Canadian homes after English and French (decision 024). Not a full
 * classifier: enough that a person who writes "quiero morirme", "ਮੈਂ ਮਰਨਾ ਚਾਹੁੰਦਾ ਹਾਂ" or "我不想活了" sees the crisis
 * card, at least at the concern level. Phrases are read in the script-preserving form of model/features.ts
 * (`scriptText`): lower case, Latin accents dropped, Arabic letter forms unified.
 */
import type { CrisisCategory, CrisisLevel } from './crisis-levels';
import { scriptText } from './model/features';

interface PhraseSet {
  level: Exclude<CrisisLevel, 'none'>;
  category: CrisisCategory;
  phrases: readonly string[];
}

const lexicon: readonly PhraseSet[] = [
  {
    // Wanting to die, to kill oneself, to end one's life; suicide said of oneself.
    level: 'urgent',
    category: 'suicide',
    phrases: [
      // Spanish
      'quiero morir', 'me quiero morir', 'quiero morirme', 'quisiera morirme', 'me voy a morir a proposito', 'quiero matarme', 'me quiero matar', 'me voy a matar', 'voy a matarme', 'voy a suicidarme', 'quiero suicidarme', 'pienso en suicidarme', 'suicidarme', 'quitarme la vida', 'acabar con mi vida', 'ya no quiero vivir', 'no quiero seguir viviendo', 'ojala no despertar', 'ojala me muera', 'prefiero estar muerto', 'prefiero estar muerta', 'mejor muerto', 'mejor muerta', 'me tome todas las pastillas', 'tome todas las pastillas',
      // Portuguese
      'quero morrer', 'eu quero morrer', 'vou me matar', 'quero me matar', 'vou me suicidar', 'quero me suicidar', 'penso em me matar', 'tirar minha vida', 'tirar a minha vida', 'acabar com a minha vida', 'nao quero mais viver', 'nao aguento mais viver', 'queria estar morto', 'queria estar morta', 'tomei todos os remedios', 'tomei todos os comprimidos',
      // Italian, German, Polish
      'ganze packung', 'schlaftabletten genommen', 'tabletten genommen', 'apne aap nu khatam', 'aap nu khatam', 'khud nu khatam',
      'voglio morire', 'mi voglio uccidere', 'voglio uccidermi', 'voglio suicidarmi', 'farla finita', 'non voglio piu vivere', 'ich will sterben', 'ich mochte sterben', 'mich umbringen', 'mir das leben nehmen', 'ich will nicht mehr leben', 'ich bringe mich um', 'chce umrzec', 'chce sie zabic', 'zabije sie', 'nie chce zyc', 'odebrac sobie zycie',
      // Tagalog and Taglish
      'gusto ko nang mamatay', 'gusto ko na mamatay', 'gusto ko ng mamatay', 'gusto kong mamatay', 'magpapakamatay', 'magpakamatay', 'papatayin ko ang sarili ko', 'patayin ang sarili ko', 'ayoko nang mabuhay', 'ayoko na mabuhay', 'ayaw ko nang mabuhay', 'sana mamatay na ako', 'sana mamatay na lang ako', 'mamatay na lang ako', 'tatapusin ko na buhay ko', 'wala nang saysay ang buhay ko',
      // Vietnamese
      'toi muon chet', 'tu sat', 'khong muon song nua', 'ket thuc cuoc doi', 'chet quach cho xong',
      // Russian and Ukrainian
      'хочу умереть', 'покончить с собой', 'убить себя', 'убью себя', 'не хочу жить', 'хочу покончить', 'хочу померти', 'покінчити з собою', 'вбити себе', 'не хочу жити', 'накласти на себе руки',
      // Arabic, and Arabizi as typed in chats
      'اريد ان اموت', 'اريد الموت', 'بدي موت', 'بدي اموت', 'نفسي اموت', 'ابغى اموت', 'ابي اموت', 'عايز اموت', 'عاوز اموت', 'اقتل نفسي', 'بقتل حالي', 'انتحر', 'راح انتحر', 'بدي انتحر', 'لا اريد ان اعيش', 'ما بدي عيش', 'مش عايز اعيش', 'bedi mout', 'baddi mout', 'bade mout', 'nefsi amout', 'nefsy amoot', 'nfsi amot', '3ayez amoot', 'ayez amoot', 'bdi ant7ar', 'ant7ar', 'a2tol nafsi',
      // Persian
      'میخواهم بمیرم', 'میخوام بمیرم', 'دلم میخواد بمیرم', 'خودمو بکشم', 'خودم را بکشم', 'خودکشی کنم', 'نمیخواهم زنده باشم', 'نمیخوام زندگی کنم', 'دیگه نمیخوام زنده باشم',
      // Hindi, Urdu and Punjabi, in their scripts and romanised
      'मरना चाहता', 'मरना चाहती', 'मर जाना चाहता', 'मर जाना चाहती', 'खुद को मार', 'आत्महत्या कर', 'जीना नहीं चाहता', 'जीना नहीं चाहती', 'जीने का मन नहीं', 'مرنا چاہتا', 'مرنا چاہتی', 'خود کو مار', 'خودکشی کر', 'جینا نہیں چاہتا', 'جینا نہیں چاہتی', 'ਮਰਨਾ ਚਾਹੁੰਦ', 'ਮਰਨਾ ਚਾਹੁੰਦੀ', 'ਮਰ ਜਾਣਾ ਚਾਹੁੰਦ', 'ਆਪਣੇ ਆਪ ਨੂੰ ਮਾਰ', 'ਖੁਦਕੁਸ਼ੀ ਕਰ', 'ਆਤਮਹੱਤਿਆ ਕਰ', 'ਜੀਣਾ ਨਹੀਂ ਚਾਹੁੰਦ', 'ਜਿਉਣਾ ਨਹੀਂ ਚਾਹੁੰਦ', 'marna chahta', 'marna chahti', 'mar jana chahta', 'mar jana chahti', 'mar jaana chahta', 'mar jaana chahti', 'khud ko maar', 'khud ko khatam', 'khudkushi kar', 'suicide kar lunga', 'suicide kar lungi', 'jeena nahi chahta', 'jeena nahi chahti', 'jeene ka mann nahi', 'marna chahunda', 'marna chahundi', 'marna chaunda', 'marna chaundi', 'mar jana chahunda', 'aap nu maar', 'aapne aap nu maar', 'jeena nahi chahunda', 'jeena nahi chahundi',
      // Mandarin (simplified and traditional), Cantonese
      '我想死', '好想死', '想去死', '不想活了', '不想活', '活不下去', '想自杀', '想自殺', '要自杀', '要自殺', '结束自己的生命', '結束自己的生命', '结束生命', '結束生命', '轻生', '輕生', '死了算了', '不如死了', '我想跳楼', '我想跳樓', '吃了很多安眠药', '吃了很多安眠藥', '唔想生存', '唔想活', '唔想再活', '想死咗佢', '死咗算', '死咗好過', '我想自殺', '生無可戀', 'bu xiang huo le', 'xiang zisha', 'wo xiang si le',
      'se esta cortando', 'no me abre la puerta', 'despedirme antes de irme', 'ininom ko na lahat', 'uminom ako ng maraming gamot', '食晒成樽藥', '成樽藥', '吃了一整瓶', '一整瓶药', '一整瓶藥', 'ਖਤਮ ਕਰ ਲ', 'آخر رسالة', 'سامحوني',
      '跳楼', '跳樓', '跳下去', '跳落去', '一定会死', '一定會死', '烧炭', '燒炭', '遗书', '遺書', '不想存在', '唔想再存在', '死了就好', '出车祸就好', '出車禍就好', '不用再撑下去', '唔使再撐',
      'стою на крыше', 'спрыгнуть с', 'прыгнуть с моста', 'прыгну с', 'хочу исчезнуть', 'не хочу просыпаться', 'стою на даху', 'хочу зникнути',
      'بپرم', 'بپری', 'خودمو بکشم', 'میخوام تموم کنم', 'انتحار', 'ارمي نفسي',
      'koi rasta nahi', 'koi rasta nahi', 'jeene ka koi matlab nahi', 'mar jaun', 'mar jaaun', 'mar jawan', 'mar jaanvaan',
      'quiero desaparecer', 'no quiero despertar', 'quisiera no despertar', 'me quiero tirar', 'tirarme del puente', 'tirarme de', 'queria morrer', 'queria dormir e nao acordar', 'nao quero acordar', 'quero sumir', 'me jogar da', 'me jogar do', 'voglio sparire', 'non voglio svegliarmi', 'ich will nicht mehr aufwachen', 'chce zniknac', 'nie przezyc',
      'ayoko nang gumising', 'sana hindi na ako magising', 'tatalon ako', 'magpakamatay na lang',
      // Korean
      '번개탄', '뛰어내리', '사라지고 싶', '없어지고 싶', '수면제를 모으', '수면제 모으',
      '죽고 싶다', '죽고싶다', '죽고 싶어', '죽고싶어', '자살하고 싶', '자살할', '살기 싫어', '살기싫어', '목숨을 끊', '죽어버리고 싶',
      // Tamil, Gujarati, Bengali
      'சாகணும்', 'சாக வேண்டும்', 'தற்கொலை செய்', 'வாழ விருப்பமில்லை', 'மரணிக்க விரும்புகிறேன்', 'મરી જવું છે', 'મરવું છે', 'આત્મહત્યા કર', 'જીવવું નથી', 'মরে যেতে চাই', 'মরতে চাই', 'আত্মহত্যা কর', 'বাঁচতে চাই না', 'নিজেকে শেষ করে',
    ],
  },
  {
    // Hurting oneself.
    level: 'urgent',
    category: 'self-harm',
    phrases: [
      '割手', '界咗手腕', '界手', '割了手腕', '손목을 그었', '손목 그었', 'порезы', 'порезалась', 'порезался', 'порізи', 'порізала', 'تا دستم خونی', 'me corte las', 'me queme', 'me cortei de novo', 'me cortar de novo', 'mi sono tagliata', 'mi sono tagliato', 'pocięłam', 'pociąłem', 'hiniwa ko ulit', 'naghiwa ako',
      'me corto', 'cortarme', 'me corte', 'hacerme dano', 'me hago dano', 'me cortei', 'me cortar', 'me machucar', 'tagliarmi', 'mi taglio', 'ritze mich', 'mich ritzen', 'tne sie', 'cie sie', 'sinasaktan ko ang sarili ko', 'hiniwa ko ang', 'rach tay', 'режу себя', 'порезала себя', 'порезал себя', 'ріжу себе', 'اجرح نفسي', 'بجرح حالي', 'خودزنی', 'खुद को चोट', 'ਆਪਣੇ ਆਪ ਨੂੰ ਸੱਟ', 'khud ko hurt', '割腕', '自残', '自殘', '𠝹手', '鎅手', '자해',
    ],
  },
  {
    // Someone hurting the person who writes.
    level: 'urgent',
    category: 'abuse',
    phrases: [
      'бьет меня', 'бьёт меня', 'б є мене', 'бє мене', 'ਕੁੱਟਦਾ', 'मारता है', 'पीटता है', 'کتک میزنه', 'کتکم میزنه', '방에 가둬', '뺨 맞았', '때려요', '打我', '打到我', 'me pegó', 'me pego', 'me golpeó', 'me bateu', 'me bate', 'apertou me o pescoco', 'apertou o meu pescoco', 'sinaktan ako', 'binugbog ako',
      'me pega', 'me golpea', 'abusa de mi', 'me violo', 'me bate', 'abusa de mim', 'me estuprou', 'mi picchia', 'schlagt mich', 'bije mnie', 'binubugbog ako', 'sinasaktan ako ng', 'он меня бьет', 'она меня бьет', 'يضربني', 'بيضربني', 'मुझे मारता', 'मुझे पीटता', 'مجھے مارتا', 'ਮੈਨੂੰ ਮਾਰਦਾ', 'mujhe maarta', 'mainu maarda', '他打我', '爸爸打我', '佢打我', '나를 때려', '때려요',
    ],
  },
  {
    // The word for suicide or self-harm alone: maybe a topic, so a concern.
    level: 'concern',
    category: 'suicide',
    phrases: [
      'suicidio', 'suicidarse', 'suicidar', 'autolesion', 'selbstmord', 'suizid', 'samobojstwo', 'pagpapakamatay', 'самоубийство', 'суицид', 'самогубство', 'الانتحار', 'خودکشی', 'आत्महत्या', 'ਖੁਦਕੁਸ਼ੀ', 'ਆਤਮਹੱਤਿਆ', 'খুদকুশি', 'আত্মহত্যা', 'આત્મહત્યા', 'தற்கொலை', '自杀', '自殺', '자살', 'atmahatya', 'khudkushi', 'ayoko na', 'pagod na ako mabuhay', 'cansado de vivir', 'cansada de vivir', 'cansado de viver', 'cansada de viver', 'desaparecer para siempre', 'sumir para sempre', 'no aguanto mas', 'nao aguento mais',
    ],
  },
];

// A negation anywhere in the sentence cancels a bare word ("no, I'm not thinking about suicide"), per script.
const sentenceNegators = /(?:^| )(?:no|not|nahi|nahin|nai|hindi|khong|nao|nicht|nie|non|ne|не|ні|нет|لا|ما|مش|نه|ندارم|نیست|نمی|नहीं|ना|ਨਹੀਂ|नही)(?= |$)|没有|沒有|不|唔|冇|않|안 |아니/;

// Words right before a phrase that negate it ("no quiero morir", "不想死"), per script.
const latinNegators = new Set(['no', 'nao', 'non', 'nicht', 'nie', 'not', 'hindi', 'khong', 'nunca', 'jamais', 'never']);
const unspacedNegators = new Set(['不', '唔', '冇', '沒', '没', '別', '别']);

const isLatin = (phrase: string) => /^[a-z0-9 ]+$/.test(phrase);

interface Compiled {
  level: PhraseSet['level'];
  category: CrisisCategory;
  phrase: string;
  latin: boolean;
}

const compiled: readonly Compiled[] = lexicon.flatMap((set) =>
  set.phrases.map((raw) => {
    const phrase = scriptText(raw);
    return { level: set.level, category: set.category, phrase, latin: isLatin(phrase) };
  }),
);

// Where to look, in lexicon order: a Latin phrase only in a message that has its first word, and a phrase in another
// script only in a message with a character outside a-z, 0-9 and spaces.
const latinByFirstWord = new Map<string, number[]>();
const otherScriptPhrases: number[] = [];
compiled.forEach((entry, index) => {
  if (!entry.latin) otherScriptPhrases.push(index);
  else {
    const first = entry.phrase.split(' ')[0] ?? '';
    latinByFirstWord.set(first, [...(latinByFirstWord.get(first) ?? []), index]);
  }
});
const latinOnly = /^[a-z0-9 ]*$/;

function candidates(script: string): number[] {
  const found: number[] = [];
  for (const word of new Set(script.split(' '))) found.push(...(latinByFirstWord.get(word) ?? []));
  if (!latinOnly.test(script)) found.push(...otherScriptPhrases);
  return found.toSorted((a, b) => a - b);
}

export interface OtherLanguageFinding {
  level: Exclude<CrisisLevel, 'none'>;
  category: CrisisCategory;
}

function negated(text: string, index: number, latin: boolean): boolean {
  if (latin) {
    const before = text.slice(0, index).trim().split(' ');
    return latinNegators.has(before.at(-1) ?? '');
  }
  return unspacedNegators.has(text[index - 1] ?? '');
}

/**
 * The risk phrases of other languages in a message, highest level first. `script`: the message's `scriptText`, when
 * the caller has it already.
 */
export function findOtherLanguageRisk(text: string, script: string = scriptText(text)): OtherLanguageFinding[] {
  const plain = ` ${script} `;
  const found: OtherLanguageFinding[] = [];
  for (const candidate of candidates(script)) {
    const entry = compiled[candidate] as Compiled;
    const needle = entry.latin ? ` ${entry.phrase} ` : entry.phrase;
    let index = plain.indexOf(needle);
    while (index >= 0 && negated(plain, entry.latin ? index + 1 : index, entry.latin)) index = plain.indexOf(needle, index + 1);
    if (index < 0) continue;
    if (entry.level === 'concern') {
      const from = Math.max(plain.lastIndexOf('.', index), 0);
      if (sentenceNegators.test(plain.slice(from, index + needle.length + 40))) continue;
    }
    found.push({ level: entry.level, category: entry.category });
  }
  return found.toSorted((a, b) => (a.level === b.level ? 0 : a.level === 'urgent' ? -1 : 1));
}
