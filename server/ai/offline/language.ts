/**
 * Which language a person writes in, English or French, from the words they use: the offline engine answers in the
 * language of the conversation, and follows a person who switches mid-session.
 */
export type Language = 'en' | 'fr';

const frenchWords = new Set(
  'je j tu il elle on nous vous ils elles me te se moi toi le la les un une des du de et ou mais pas ne pu plus que qui quoi est suis es sont ai as avec pour dans sur chez ce cette ces mon ma mes ton ta tes son sa ses notre votre leur bonjour salut merci oui non ben pis chu jsuis tsé tse ouais vraiment aussi encore rien tout toute fait faire peux veux sais vais va aller ça ca mal bien très tres trop comme quand parce pourquoi etait etais avait avais toujours jamais ensemble ecole depuis parle dit personne quelque chose peut etre sont faut'.split(
    ' ',
  ),
);
const englishWords = new Set(
  'i you he she we they me my your his her our their the a an and or but not no is am are was were be been have has had do does did with for in on at to of from that this what who how why when so just really too very like yeah yes hi hey hello thanks thank can cant dont im its'.split(
    ' ',
  ),
);

function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, ' ')
    .split(/[^a-z]+/)
    .filter(Boolean);
}

/**
 * The language of one message, or undefined when its words do not tell ("ok", "lol"). A word of both languages
 * ("on", "a", "me") tells nothing; an accent of French ("école", "à") counts as one French word.
 */
export function languageOf(text: string): Language | undefined {
  let french = /[àâçéèêëîïôûùœ]/i.test(text) ? 1 : 0;
  let english = 0;
  for (const word of words(text)) {
    const isFrench = frenchWords.has(word);
    const isEnglish = englishWords.has(word);
    if (isFrench && !isEnglish) french += 1;
    if (isEnglish && !isFrench) english += 1;
  }
  if (french === english) return undefined;
  return french > english ? 'fr' : 'en';
}

/** The language to answer in: the person's latest message that tells, else the one they chose, else English. */
export function conversationLanguage(userTexts: readonly string[], chosen: Language = 'en'): Language {
  for (let index = userTexts.length - 1; index >= 0; index -= 1) {
    const language = languageOf(userTexts[index] ?? '');
    if (language) return language;
  }
  return chosen;
}
