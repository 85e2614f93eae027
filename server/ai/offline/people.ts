/**
 * The people a message names ("my mom", "ma meilleure amie"), each kept as an English key ("mom", "best friend:f"
 * for a feminine friend), and their names to say them back (reflection.ts `personPhrase`: "your mom", "ta mère").
 */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The phrases as one alternative of a regular expression, longest first. */
export const alternation = (list: readonly string[]) =>
  list
    .map(escape)
    .toSorted((a, b) => b.length - a.length)
    .join('|');

export const englishPeople = [
  'best friend',
  'bestie',
  'bff',
  'friend',
  'friends',
  'mom',
  'mum',
  'mother',
  'dad',
  'father',
  'parents',
  'stepdad',
  'stepmom',
  'brother',
  'sister',
  'little brother',
  'little sister',
  'boyfriend',
  'girlfriend',
  'bf',
  'gf',
  'partner',
  'husband',
  'wife',
  'boss',
  'manager',
  'teacher',
  'coach',
  'kids',
  'son',
  'daughter',
  'roommate',
  'grandma',
  'grandpa',
  'grandmother',
  'grandfather',
  'family',
  'ex',
  'coworker',
  'coworkers',
  'team',
];
/** The people of a French message, each as its English key; a feminine friend keeps its gender ("friend:f"). */
export const frenchPeople: Record<string, string> = {
  'meilleure amie': 'best friend:f',
  'meilleur ami': 'best friend',
  amie: 'friend:f',
  ami: 'friend',
  amies: 'friends',
  amis: 'friends',
  chum: 'boyfriend',
  blonde: 'girlfriend',
  copain: 'boyfriend',
  copine: 'girlfriend',
  mere: 'mom',
  pere: 'dad',
  parents: 'parents',
  frere: 'brother',
  soeur: 'sister',
  prof: 'teacher',
  professeur: 'teacher',
  professeure: 'teacher',
  patron: 'boss',
  patronne: 'boss',
  boss: 'boss',
  gerant: 'manager',
  gerante: 'manager',
  coloc: 'roommate',
  famille: 'family',
  'grand-mere': 'grandma',
  'grand-pere': 'grandpa',
  mari: 'husband',
  femme: 'wife',
  conjoint: 'partner',
  conjointe: 'partner',
  enfants: 'kids',
  fils: 'son',
  fille: 'daughter',
  collegue: 'coworker',
  collegues: 'coworkers',
  equipe: 'team',
};
const englishPeopleCue = new RegExp(`\\bmy (${alternation(englishPeople)})\\b`, 'g');
const frenchPeopleCue = new RegExp(`\\b(?:mon|ma|mes) (${alternation(Object.keys(frenchPeople))})(?![\\w-])`, 'g');

/** The people named in a plain message (understand.ts `plain`), as keys, each once. */
export function peopleIn(message: string): string[] {
  const english = [...message.matchAll(englishPeopleCue)].map((match) => match[1] ?? '');
  const french = [...message.matchAll(frenchPeopleCue)].map((match) => frenchPeople[match[1] ?? ''] ?? '');
  return [...new Set([...english, ...french])].filter(Boolean);
}

/** How a person named in shorthand is said back in full (the summary says them the same way). */
export const peopleNames: Record<string, string> = {
  'best friend:f': 'best friend',
  'friend:f': 'friend',
  bestie: 'best friend',
  bff: 'best friend',
  bf: 'boyfriend',
  gf: 'girlfriend',
  mum: 'mom',
};

/** A person said back in French, in the tu form (`voiced` makes it vous for an adult). */
export const frenchPeopleNames: Record<string, string> = {
  'best friend': 'ton meilleur ami',
  'best friend:f': 'ta meilleure amie',
  friend: 'ton ami',
  'friend:f': 'ton amie',
  friends: 'tes amis',
  boyfriend: 'ton chum',
  girlfriend: 'ta blonde',
  partner: 'ton conjoint ou ta conjointe',
  husband: 'ton mari',
  wife: 'ta femme',
  mom: 'ta mère',
  dad: 'ton père',
  parents: 'tes parents',
  brother: 'ton frère',
  sister: 'ta sœur',
  teacher: 'ton prof',
  boss: 'ton patron ou ta patronne',
  manager: 'ton gérant ou ta gérante',
  roommate: 'ton coloc',
  family: 'ta famille',
  grandma: 'ta grand-mère',
  grandpa: 'ton grand-père',
  kids: 'tes enfants',
  son: 'ton fils',
  daughter: 'ta fille',
  coworker: 'un ou une collègue',
  coworkers: 'tes collègues',
  team: 'ton équipe',
};
