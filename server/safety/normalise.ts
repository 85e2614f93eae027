/**
 * Puts a message into the one plain form the crisis patterns are written against, so a pattern is written once and
 * still matches the ways people actually type: capitals, accents, curly quotes, leetspeak inside words, stretched
 * letters ("sooo", "diiie"), contractions with or without the apostrophe, teen shorthand and common misspellings.
 *
 * Repeated letters are squeezed to one in the text AND in every pattern (`compilePattern`), so "kill", "kil" and
 * "killlll" are the same word to the classifier. Sentence punctuation survives as a " . " token: negation never
 * reaches across a sentence.
 */

/**
 * Words whose doubled letter is the whole difference from another word: squeezed, "noose" would be "nose" (and
 * "Breathe in through your nose" a method of self-harm), "off myself" would be "of myself" and "too many" "to many".
 * They are kept as they are, in the text and in patterns.
 */
const keptWords = /(?<![a-z])(?:noose|nooses|off|too)(?![a-z])/g;

/** Collapses each run of the same unescaped letter to one letter ("killl" -> "kil"; "\bbe" stays "\bbe"). */
function squeezeRuns(source: string): string {
  let out = '';
  let previous = '';
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index] ?? '';
    if (char === '\\') {
      out += char + (source[index + 1] ?? '');
      index += 1;
      previous = '';
      continue;
    }
    if (/[a-z]/.test(char) && char === previous) continue;
    out += char;
    previous = char;
  }
  return out;
}

/** Whether two same letters stand side by side (nothing to squeeze otherwise: most words). */
function hasRun(source: string): boolean {
  for (let index = 1; index < source.length; index += 1) {
    const unit = source.charCodeAt(index);
    if (unit >= 0x61 && unit <= 0x7a && unit === source.charCodeAt(index - 1)) return true;
  }
  return false;
}

/** Collapses each run of the same letter to one, except inside the few words where the double letter matters. */
export function squeeze(source: string): string {
  if (!hasRun(source)) return source;
  let out = '';
  let last = 0;
  for (const match of source.matchAll(keptWords)) {
    out += squeezeRuns(source.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return out + squeezeRuns(source.slice(last));
}

/** Compiles a pattern written in plain words against normalised text (letters squeezed the same way). */
export function compilePattern(pattern: RegExp | string): RegExp {
  const source = typeof pattern === 'string' ? pattern : pattern.source;
  return new RegExp(`(?<![a-z0-9])(?:${squeeze(source)})(?![a-z0-9])`, 'g');
}

// Emoji that carry meaning here become words before every other non-letter is dropped.
const emojiWords: Array<[RegExp, string]> = [
  [/[\u{1F480}\u{2620}\u{1F602}\u{1F923}\u{1F606}\u{1F639}]/gu, ' lol '],
  [/[\u{1F52A}\u{1FA78}]/gu, ' knife '],
  [/[\u{1F52B}]/gu, ' gun '],
];

// Tokens as typed (already squeezed) -> what they mean. Keys that contain an apostrophe are looked up before
// apostrophes are dropped ("i'l" is "I'll", while "il" stays a word of its own).
const tokenMeanings: Record<string, string> = {
  "i'm": 'i am', im: 'i am', "i'd": 'i would', "i'l": 'i will', "i've": 'i have', ive: 'i have',
  "you're": 'you are', "it's": 'it is', "that's": 'that is', "there's": 'there is', "what's": 'what is',
  "he's": 'he is', "she's": 'she is', "they're": 'they are', "we're": 'we are', "they'l": 'they will',
  "he'l": 'he will', "she'l": 'she will', "you'l": 'you will', "they'd": 'they would', "he'd": 'he would',
  "she'd": 'she would', "wouldn't": 'would not', wouldnt: 'would not', "don't": 'do not', dont: 'do not',
  "doesn't": 'does not', doesnt: 'does not', "didn't": 'did not', didnt: 'did not', "can't": 'cannot',
  cant: 'cannot', "won't": 'will not', wont: 'will not', "couldn't": 'could not', couldnt: 'could not',
  "shouldn't": 'should not', shouldnt: 'should not', "isn't": 'is not', isnt: 'is not', "aren't": 'are not',
  arent: 'are not', "wasn't": 'was not', wasnt: 'was not', "weren't": 'were not', "haven't": 'have not',
  havent: 'have not', "hasn't": 'has not', hasnt: 'has not', "ain't": 'am not', aint: 'am not',
  wana: 'want to', wanted2: 'wanted to', gona: 'going to', gota: 'got to', tryna: 'trying to', kinda: 'kind of',
  u: 'you', ur: 'your', r: 'are', ppl: 'people', b4: 'before', bc: 'because', cuz: 'because', coz: 'because',
  cos: 'because', becuz: 'because', becuase: 'because', bcuz: 'because', rn: 'right now', tn: 'tonight',
  tonite: 'tonight', '2nite': 'tonight', '2night': 'tonight', tonigt: 'tonight', tonihgt: 'tonight',
  tmrw: 'tomorrow', tmr: 'tomorrow', tomorow: 'tomorrow', tomoro: 'tomorrow', '2moro': 'tomorrow', abt: 'about',
  smth: 'something', idk: 'i do not know', ngl: 'not going to lie', tbh: 'to be honest', pls: 'please', plz: 'please',
  nobodys: 'nobody is', noone: 'no one', evryone: 'everyone', everyne: 'everyone', evry1: 'everyone',
  every1: 'everyone', any1: 'anyone', some1: 'someone', no1: 'no one', wihtout: 'without', witout: 'without',
  iwant: 'i want', iwana: 'i want to', idont: 'i do not', imgona: 'i am going to', ima: 'i am going to',
  finna: 'going to', killng: 'killing', kilng: 'killing', klling: 'killing', kiling: 'killing', anymor: 'anymore', nemore: 'anymore', anymroe: 'anymore',
  // Misspellings of the words that matter most.
  myslef: 'myself', mysef: 'myself', myslf: 'myself', mysefl: 'myself', mself: 'myself', meself: 'myself',
  suicde: 'suicide', sucide: 'suicide', suiside: 'suicide', suicid: 'suicide', suecide: 'suicide',
  suiscide: 'suicide', sucicide: 'suicide', suicdie: 'suicide', siucide: 'suicide', suside: 'suicide',
  sewerslide: 'suicide', sucidal: 'suicidal', suicdal: 'suicidal', suisidal: 'suicidal', suicidel: 'suicidal',
  suicidle: 'suicidal', sucicidal: 'suicidal', suicidial: 'suicidal', selfharm: 'self harm', kms: 'kms',
  killmyself: 'kill myself', kilmyself: 'kill myself', unalive: 'unalive', unaliving: 'unaliving',
  overdoze: 'overdose', ovrdose: 'overdose', overdos: 'overdose', wnat: 'want', wnt: 'want', wan: 'want',
  dieing: 'dying', dyin: 'dying', hurtin: 'hurting', cuting: 'cutting', hting: 'hating', lyf: 'life',
  alvie: 'alive', aliv: 'alive', pils: 'pills', tabs: 'tablets', ded: 'dead',
};

// Dropped g's ("killin", "thinkin") for the verbs that carry risk or negation.
for (const stem of ['kill', 'think', 'cut', 'hurt', 'feel', 'go', 'try', 'do', 'noth', 'liv', 'dy', 'plan', 'end', 'hang', 'jump', 'burn', 'bleed', 'want', 'start', 'get', 'hav']) {
  tokenMeanings[`${stem}in`] ??= `${stem}ing`;
}

const squeezedMeanings = new Map(Object.entries(tokenMeanings).map(([key, value]) => [squeeze(key), value]));

// Words that end a clause for negation purposes, kept as a separator token.
const clauseBreak = /[.!?;:]+|\n+/g;

// "i wanna dye" is "die" misspelt, unless something is being dyed ("dye my hair", "dye it black", "tie dye").
const dyedThings = new Set(
  [
    'my', 'your', 'his', 'her', 'their', 'our', 'the', 'a', 'an', 'it', 'them', 'this', 'that', 'these', 'those',
    'some', 'hair', 'clothes', 'eggs', 'fabric', 'shirt', 'shirts', 'jeans', 'yarn', 'wool', 'black', 'blue', 'red',
    'pink', 'purple', 'green', 'blonde', 'blond', 'brown', 'white', 'grey', 'gray', 'orange', 'yellow', 'silver',
    'teal', 'platinum', 'job', 'kit', 'pack', 'stain', 'stains', 'bath', 'lot',
  ].map(squeeze),
);
const dyeCrafts = new Set(['tie', 'hair', 'food', 'fabric', 'natural', 'box', 'the', 'a', 'some', 'my', 'of', 'with', 'red', 'blue', 'black', 'pink'].map(squeeze));

function fixDye(words: string[]): string[] {
  return words.map((word, index) =>
    word === 'dye' && !dyedThings.has(words[index + 1] ?? '') && !dyeCrafts.has(words[index - 1] ?? '') ? 'die' : word,
  );
}

export function normaliseMessage(text: string): string {
  let value = text.toLowerCase();
  for (const [emoji, word] of emojiWords) value = value.replace(emoji, word);
  value = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
    .replace(/\u0153/g, 'oe')
    // Leetspeak only inside words ("k1ll", "su1c1de"), so numbers like "25 m" keep their meaning.
    .replace(/(?<=[a-z])[0134@$](?=[a-z0-9@$]*[a-z])/g, (char) => ({ '0': 'o', '1': 'i', '3': 'e', '4': 'a', '@': 'a', $: 's' })[char] ?? char)
    // "sewer slide", "un-alive", "self-harm": joined or split the way people type them.
    .replace(/\bw\/o\b/g, ' without ')
    .replace(/sewer ?slide/g, 'suicide')
    .replace(/\bun[- ]alive/g, 'unalive')
    .replace(/\bstep[- ](dad|mom|mum|father|mother|brother|sister|parents?)/g, 'step$1')
    .replace(/self[- ]?harm/g, 'self harm')
    // French elisions: "j'ai", "m'en", "n'ai" become separate words.
    .replace(/\b(j|m|n|t|s|l|d|c|qu)'(?=[a-z])/g, '$1e ')
    .replace(clauseBreak, ' . ')
    .replace(/[^a-z0-9'. ]+/g, ' ')
    .replace(/\b(want|going|have|need|like|try|trying|wanted) 2\b/g, '$1 to');

  const words: string[] = [];
  for (const raw of value.split(' ')) {
    if (!raw) continue;
    const token = squeeze(raw.replace(/^'+|'+$/g, ''));
    const meaning = squeezedMeanings.get(token) ?? squeezedMeanings.get(token.replace(/'/g, ''));
    words.push(meaning ? squeeze(meaning) : token.replace(/'/g, ''));
  }
  return ` ${fixDye(words).join(' ')} `;
}
