import { describe, expect, it } from 'vitest';
import type { ConversationTurn, ReplyRequest } from '../provider';
import { exerciseScripts } from './content/exercises';
import { topicGuides } from './content/topics';
import { offlineReply } from './engine';
import { createOfflineProvider } from './offline-provider';
import { sentenceKey, sentencesOf } from './state';
import { honestSummary } from './summary';

const base = { directiveness: 'balanced', ageGroup: 'adult', memory: [] } as const;

/** Plays a conversation through the engine, opening first, as the chat does. */
function converse(lines: string[], options: Partial<ReplyRequest> = {}): ConversationTurn[] {
  const messages: ConversationTurn[] = [{ role: 'doro', text: offlineReply({ ...base, ...options, messages: [] }) }];
  for (const text of lines) {
    messages.push({ role: 'user', text });
    messages.push({ role: 'doro', text: offlineReply({ ...base, ...options, messages: [...messages] }) });
  }
  return messages;
}

const replies = (turns: ConversationTurn[]) => turns.filter((turn) => turn.role === 'doro').map((turn) => turn.text);
const words = (text: string) => sentenceKey(text).split(' ').filter(Boolean);

/** The longest run of words a reply shares with any of the person's messages. */
function longestCopiedRun(turns: ConversationTurn[]): number {
  let longest = 0;
  const user = turns.filter((turn) => turn.role === 'user').map((turn) => words(turn.text).join(' '));
  for (const reply of replies(turns)) {
    const said = words(reply);
    for (let start = 0; start < said.length; start += 1) {
      for (let end = start + longest + 1; end <= said.length; end += 1) {
        const run = said.slice(start, end).join(' ');
        if (user.some((text) => ` ${text} `.includes(` ${run} `))) longest = end - start;
        else break;
      }
    }
  }
  return longest;
}

describe('the offline engine', () => {
  it('opens the session with a greeting of its own, and with what it remembers in its own words', () => {
    expect(offlineReply({ ...base, messages: [] })).toMatch(/^Hello, I'm Doro, an AI coach/);
    const remembered = offlineReply({
      ...base,
      messages: [],
      memory: [{ summary: 'You talked about exam stress and your best friend.', date: new Date('2026-11-20') }],
    });
    expect(remembered).toMatch(/Last time we talked about exam stress and your best friend\./);
  });

  it('is deterministic: the same conversation gets the same replies', () => {
    const lines = ['Work has been overwhelming lately.', 'My boss keeps adding tasks.'];
    expect(converse(lines)).toEqual(converse(lines));
  });

  it('reflects what it understood (a feeling, a person, an event) without quoting the person', () => {
    const turns = converse([
      'I had a huge fight with my best friend and now she is not talking to me at all',
      'I have been feeling so lonely since I moved to a new city for my job',
    ]);
    const [, fight, move] = replies(turns);
    expect(fight).toMatch(/with your best friend,? (can really hurt|it can sting)/);
    expect(move).toMatch(/Moving somewhere new|Starting over in a new place/);
    expect(longestCopiedRun(turns)).toBeLessThan(8);
  });

  it('never asks the same question or says the same sentence twice in a long session', () => {
    const lines = [
      'I feel stressed about school.',
      'There is so much homework.',
      'My teachers expect too much.',
      'I study every night.',
      'I still get bad grades.',
      'My parents are disappointed.',
      'I do not know what to do.',
      'I just feel tired.',
      'It has been like this for weeks.',
      'Nobody seems to notice.',
      'I guess that is it.',
      'It is a lot.',
    ];
    const said = replies(converse(lines, { directiveness: 'listen' }))
      .flatMap(sentencesOf)
      .map(sentenceKey);
    expect(said.length).toBeGreaterThan(lines.length);
    expect(said.filter((sentence, index) => said.indexOf(sentence) !== index)).toEqual([]);
  });

  it('answers a direct request with its content first', () => {
    const [, reply] = replies(converse(['Do you have any tips for sleep? My mind will not stop at night.']));
    const ideas = topicGuides.sleep.adult.en.ideas;
    expect(ideas.filter((idea) => reply?.includes(idea)).length).toBeGreaterThanOrEqual(2);
  });

  it('hears "what should I even say to her?" as a request: the ideas for a conflict come, not another question', () => {
    const [, , reply] = replies(
      converse(['My best friend stopped talking to me after a fight', 'what should i even say to her']),
    );
    const ideas = topicGuides.conflict.adult.en.ideas;
    expect(ideas.filter((idea) => reply?.includes(idea)).length).toBeGreaterThanOrEqual(1);
  });

  it('takes a hesitant yes ("hmm ok") to an offer as a yes: the exercise starts', () => {
    const script = exerciseScripts['worry-time'].adult.en;
    const said = replies(converse(['I keep worrying about everything', 'any tips?', 'hmm ok']));
    expect(said.at(-2)).toMatch(/worry-time plan/);
    expect(said.at(-1)).toContain(script.steps[0]);
  });

  it('never tells the person they feel what someone else feels ("my partner is annoyed that I am never home")', () => {
    const [, reply] = replies(converse(['my partner is annoyed that im never home']));
    expect(reply).not.toMatch(/you'?re (?:feeling )?(?:angry|annoyed)|anger/i);
  });

  it('hears "can we do something to calm down" as asking for a calming exercise, and starts it', () => {
    const [, reply] = replies(converse(['can we do something to calm down']));
    expect(reply).toContain(exerciseScripts['box-breathing'].adult.en.steps[0]);
  });

  it('reads "they sat us down" and "my brother keeps crying" as what happened, not as the person feeling down', () => {
    const said = replies(
      converse([
        'my parents are getting divorced',
        'they just sat us down and said it',
        'my little brother keeps crying',
      ]),
    );
    for (const reply of said.slice(1)) expect(reply).not.toMatch(/\bdown\b|you'?re feeling (?:really )?(?:sad|low)/i);
  });

  it('answers "maybe" to its own question about ending one\'s life by staying on safety, never with a coaching question', () => {
    const crisis = "I don't want to be alive anymore";
    const safety = { level: 'urgent', categories: ['suicide'], current: true } as const;
    const asked = offlineReply({
      messages: [{ role: 'user', text: crisis }],
      directiveness: 'balanced',
      ageGroup: 'teen',
      memory: [],
      safety,
    });
    expect(asked).toContain('are you thinking about ending your life?');
    const after = (answer: string) =>
      offlineReply({
        messages: [
          { role: 'user', text: crisis },
          { role: 'doro', text: asked },
          { role: 'user', text: answer },
        ],
        directiveness: 'balanced',
        ageGroup: 'teen',
        memory: [],
        safety: { ...safety, current: false },
      });
    for (const answer of ["i don't know. maybe", 'yeah', 'kinda']) {
      const reply = after(answer);
      expect(reply).toMatch(/988/);
      expect(reply).toMatch(/911/);
      expect(reply).not.toMatch(/tomorrow a bit easier|within your control|what matters most/i);
    }
    expect(after('no, not like that')).toMatch(/relieved|glad/);
    // A "no, but" is not a no; a sentence about something else is not an answer.
    expect(after("no but i've thought about it")).toMatch(/988/);
    expect(after("no but i've thought about it")).not.toMatch(/relieved/);
    expect(after('i guess i feel guilty')).not.toMatch(/It's okay not to know|Not being sure is okay/);
  });

  it('starts the offered exercise on yes, runs its steps in order, each waiting for the person, and closes it', () => {
    const script = exerciseScripts['box-breathing'].adult.en;
    const turns = converse(['Can we do a breathing exercise?', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok']);
    const said = replies(turns).slice(1);
    const steps = said
      .map((reply) => script.steps.findIndex((step) => reply.includes(step)))
      .filter((index) => index >= 0);
    expect(steps).toEqual(script.steps.map((_, index) => index));
    for (const reply of said.slice(0, script.steps.length)) expect(reply).toMatch(/[?]$|ready|when you/i);
    expect(said.some((reply) => reply.includes(script.closing))).toBe(true);
  });

  it('respects "no" to an offer and "just listen": no suggestion until asked again', () => {
    const offered = converse(['I keep worrying about everything', 'any tips?']);
    const offer = replies(offered).at(-1) ?? '';
    expect(offer).toMatch(/worry-time plan/);
    const declined = converse(['I keep worrying about everything', 'any tips?', 'no, not now']);
    expect(replies(declined).at(-1)).toMatch(/That's okay|No problem/);
    expect(replies(declined).at(-1)).not.toBe(offer);

    const listening = replies(
      converse([
        'Can you just listen?',
        'My dad yelled again tonight.',
        'I hate it here.',
        'It has been like this forever.',
      ]),
    );
    const offers = Object.values(exerciseScripts).flatMap((script) => script.adult.en.offers);
    expect(listening.slice(1).some((reply) => offers.some((text) => reply.includes(text)))).toBe(false);
    expect(listening[1]).toMatch(/just listen/i);
  });

  it('answers complaints, thanks and goodbye as a person would', () => {
    const said = replies(converse(['you already asked that', 'are you even listening', 'thanks', 'ok bye']));
    expect(said[1]).toMatch(/^(You're right|Fair point), I (already )?asked/);
    expect(said[2]).toMatch(/I'm sorry|You're right to call that out/);
    expect(said[3]).toMatch(/welcome|Anytime/);
    expect(said[4]).toMatch(/Thank you for talking with me today/);
    expect(said[4]).not.toMatch(/\?/);
  });

  it('answers in French when the person writes in French, and follows a switch', () => {
    const said = replies(
      converse(['Bonjour, je suis vraiment stressé par mes examens', 'ok thanks, actually can we talk in English?']),
    );
    expect(said[1]).toMatch(/examens|étudier|pression/i);
    expect(said[2]).toMatch(/[a-z]/);
    expect(said[2]).not.toMatch(/ tu | vous /);
  });

  it('puts safety first on a crisis: 911 first when imminent, a direct question, the helplines', () => {
    const reply = offlineReply({
      ...base,
      messages: [{ role: 'user', text: 'I took all my pills' }],
      safety: { level: 'imminent', categories: ['suicide', 'imminent-danger'], current: true },
    });
    expect(reply.indexOf('911')).toBeLessThan(reply.indexOf('988'));
    expect(reply).toMatch(/safe right now/);
  });

  it('keeps AI boundaries: says it is an AI, does not diagnose, does not advise on medication', () => {
    expect(
      offlineReply({ ...base, messages: [{ role: 'user', text: 'are you a real person?' }], askedIfHuman: true }),
    ).toMatch(/AI/);
    expect(replies(converse(['Do I have ADHD?']))[1]).toMatch(/can't diagnose|diagnosis/);
    expect(replies(converse(['Should I stop taking my sertraline?']))[1]).toMatch(/doctor|pharmacist/);
  });

  it('answers "are you human?" asked again and again with a different reply each time', () => {
    const lines: Array<[string, boolean]> = [
      ['hi', false],
      ['are you a real person?', true],
      ['so am i talking to a bot', true],
      ['ok cool i guess', false],
      ['i feel lonely a lot', false],
      ['my friends moved away', false],
      ['r u human tho', true],
    ];
    const turns: ConversationTurn[] = [];
    const answers: string[] = [];
    for (const [text, askedIfHuman] of lines) {
      turns.push({ role: 'user', text });
      const reply = offlineReply({ ...base, ageGroup: 'teen', messages: [...turns], askedIfHuman });
      turns.push({ role: 'doro', text: reply });
      if (askedIfHuman) answers.push(reply);
    }
    expect(answers.every((reply) => /\bAI\b/.test(reply))).toBe(true);
    expect(new Set(answers).size).toBe(3);
  });

  it('streams the reply word by word, the words adding up to it', async () => {
    const provider = createOfflineProvider();
    const request = { ...base, messages: [{ role: 'user' as const, text: 'I feel anxious about work.' }] };
    let text = '';
    for await (const chunk of provider.stream(request)) if (chunk.type === 'text') text += chunk.text;
    expect(text).toBe(offlineReply(request));
  });
});

describe('the honest summary', () => {
  it('names only the themes the person raised and the exercises actually done', () => {
    const turns = converse(['I am stressed about my exams', 'Can we do a breathing exercise?', 'ok', 'ok', 'ok']);
    const summary = honestSummary(turns);
    expect(summary).toMatch(/You talked about exam stress/);
    expect(summary).toMatch(/You tried box breathing together\./);
    expect(summary).not.toMatch(/work/);
  });

  it('does not count an exercise only offered, or started and left at once', () => {
    const offeredOnly = converse([
      'I keep worrying about everything',
      'it is every day',
      'work and money and my kids',
      'all of it',
      'no',
    ]);
    expect(honestSummary(offeredOnly)).not.toMatch(/tried/);
    const leftAtOnce = converse([
      'Can we do a breathing exercise?',
      'Actually can you give me tips for sleep instead?',
    ]);
    expect(honestSummary(leftAtOnce)).not.toMatch(/tried/);
  });

  it('never quotes a crisis message, only says safety came up; says so when nothing was written', () => {
    const turns: ConversationTurn[] = [{ role: 'user', text: 'I want to end it all tonight' }];
    const summary = honestSummary(turns, { isCrisis: (text) => text.includes('end it') });
    expect(summary).not.toMatch(/end it/);
    expect(summary).toMatch(/Safety came up/);
    expect(honestSummary([])).toMatch(/nothing was written/);
  });
});

const lastReply = (lines: string[], options: Partial<ReplyRequest> = {}) =>
  replies(converse(lines, options)).at(-1) ?? '';

describe("the offline engine and the person's own ideas", () => {
  const before = ['work has been really stressful lately', 'my manager keeps piling stuff on me'];

  it('takes up a plan of theirs and asks how to make it concrete, in its own words', () => {
    const turns = converse([...before, 'i was thinking maybe i should talk to him on monday']);
    const reply = replies(turns).at(-1) ?? '';
    expect(reply).toMatch(/step|idea|already knows/i);
    expect(reply).toMatch(/first thing|get in the way|go, at best|easier to start/);
    // The person said when: Doro does not ask it.
    expect(replies(turns).join(' ')).not.toMatch(/good moment/);
    expect(longestCopiedRun(turns)).toBeLessThan(4);
  });

  it('goes on with the plan on "ok, let\'s try it", and gives a shape for the talk when asked what to say', () => {
    const turns = converse([
      ...before,
      'maybe i should talk to him on monday',
      "ok, let's try it",
      'i dont know what to say to him though',
    ]);
    const [commit, shape] = replies(turns).slice(-2);
    expect(commit).toMatch(/make it concrete|shape it/);
    expect(commit).not.toMatch(/breath|exercise|988|911/i);
    expect(shape).toMatch(/hard talk|open with the facts/);
  });

  it('hears missing someone as sadness, and "ok ya that helps" after the talk as thanks that goes on with the plan', () => {
    const lines = ['my bff is ignoring me since friday', 'yeah i miss her tbh'];
    expect(lastReply(lines)).toMatch(/down|sad/);
    const reply = lastReply([...lines, 'maybe i could text her tonight', 'what do i even say', 'ok ya that helps']);
    // Said when ("ce soir") three turns before: not asked again, however far the talk went on.
    const french = replies(
      converse(
        [
          'salut',
          "chu pu capable de l'école",
          "j'ai trois examens la semaine prochaine",
          'on s’est chicanées pour un party',
          'elle me manque en fait',
          'je pense que je vais lui texter ce soir',
          'ouin mais quoi lui dire',
          'genre je pourrais lui dire que je m’excuse pis que je m’ennuie d’elle',
          'ok merci ça aide',
        ],
        { ageGroup: 'teen' },
      ),
    );
    expect(french.join(' ')).not.toMatch(/bon moment/);
    expect(reply).toMatch(/^(?:You're welcome|Anytime|Glad to help)/);
    expect(reply).toMatch(/first thing|good moment|get in the way|go, at best|easier to start/);
  });

  it('tells a plan of one’s own ("je pense que je vais...") from someone else’s view ("he thinks i\'m lazy")', () => {
    expect(lastReply(['ma chum me parle pu', 'je pense que je vais lui texter ce soir'])).not.toMatch(
      /ce que quelqu’un pense/,
    );
    expect(lastReply([...before, "he thinks i'm lazy"])).not.toMatch(/has a view|That is what/);
  });

  it('takes up a plan said in French, with its pronoun, and does not ask when once the person said when', () => {
    const lines = [
      'on s’est chicanées pour un party',
      'elle me manque',
      'peut-être que je pourrais lui écrire ce soir',
    ];
    const turns = converse(lines);
    expect(replies(turns).at(-3)).toMatch(/quelqu’un de proche|chicane|dispute/);
    const reply = replies(turns).at(-1) ?? '';
    expect(reply).toMatch(/vrai pas|idée/);
    expect(reply).not.toMatch(/bon moment/);
  });

  it('starts breathing asked for in passing, but not on a breathing symptom', () => {
    expect(lastReply([...before, 'maybe a breathing thing?'])).toMatch(/box breathing, step by step/);
    expect(lastReply([...before, 'can we do some breathing'])).toMatch(/box breathing, step by step/);
    expect(lastReply([...before, 'i cant breathe properly when he yells'])).not.toMatch(/step by step/);
  });

  it("asks about someone else's advice, and leaves an exercise when the subject changes", () => {
    const advice = lastReply([...before, 'my girlfriend says i should quit']);
    expect(advice).toMatch(/your girlfriend/);
    expect(advice).toMatch(/\?$/);
    const turns = converse([...before, 'can we do box breathing', 'ok', 'my girlfriend says i should quit']);
    expect(replies(turns).at(-1)).not.toMatch(/breathe|boxes/i);
  });

  it('hears "i think ill go to bed now" as a goodbye, and never calls ending anything a step', () => {
    expect(lastReply([...before, 'thanks, i think ill go to bed now'])).toMatch(/Take care/);
    for (const line of ['maybe i should just stop existing', 'i think i should take all my pills', 'i should end it']) {
      expect(lastReply([...before, line])).not.toMatch(/real step|idea makes sense|already knows what might help/);
    }
  });
});

describe('the offline engine in a crisis, in French', () => {
  const crisis = "chu pu capable, j'ai pu le gout de vivre";
  const safety = { level: 'urgent', categories: ['suicide'], current: true } as const;
  const ask = (ageGroup: 'teen' | 'adult', messages: ConversationTurn[], current = true) =>
    offlineReply({ messages, directiveness: 'balanced', ageGroup, memory: [], safety: { ...safety, current } });

  it('answers a French crisis message in French, tu to a teen and vous to an adult, with French lines', () => {
    const teen = ask('teen', [{ role: 'user', text: crisis }]);
    expect(teen).toMatch(/est-ce que tu penses à mettre fin à ta vie\?/);
    expect(teen).toMatch(/988/);
    expect(teen).toMatch(/Tel-jeunes/);
    expect(teen).toMatch(/911/);
    expect(teen).not.toMatch(/\b(?:you|the|please)\b/i);
    const adult = ask('adult', [{ role: 'user', text: crisis }]);
    expect(adult).toMatch(/vous pensez à mettre fin à votre vie\?/);
    expect(adult).toMatch(/1-866-APPELLE/);
    const imminent = offlineReply({
      messages: [{ role: 'user', text: "j'ai pris toutes mes pilules" }],
      directiveness: 'balanced',
      ageGroup: 'adult',
      memory: [],
      safety: { level: 'imminent', categories: ['suicide', 'imminent-danger'], current: true },
    });
    expect(imminent).toMatch(/^Si vous êtes en danger en ce moment, appelez le 911/);
  });

  it('understands the answer to its own question in French and stays on safety', () => {
    const asked = ask('teen', [{ role: 'user', text: crisis }]);
    const after = (answer: string) =>
      ask(
        'teen',
        [
          { role: 'user', text: crisis },
          { role: 'doro', text: asked },
          { role: 'user', text: answer },
        ],
        false,
      );
    for (const answer of ['oui', 'je sais pas', 'peut-être', 'chu pas sûr']) {
      const reply = after(answer);
      expect(reply).toMatch(/988/);
      expect(reply).toMatch(/911/);
      expect(reply).toMatch(/[àéè]/);
    }
    expect(after('non, pas comme ça')).toMatch(/soulage|fait du bien/);
  });
});

describe('the offline engine with feelings', () => {
  const grief = [
    'hello',
    'my dad died in march and everyone acts like i should be over it',
    'yeah. my wife keeps saying i should see someone',
    'i dont know. maybe',
    'its mostly at night. i cant sleep',
    'i lie there thinking about the hospital',
    'he used to call me every sunday',
    'it was our thing',
    'i wasnt there when he died. i was stuck at work',
  ];

  it('hears guilt as guilt, offers nothing on the turn it is confided, and never reads "stuck at work" as feeling stuck', () => {
    const said = replies(converse([...grief, 'i guess i feel guilty']));
    expect(said.at(-2)).not.toMatch(/feeling stuck|you're stuck/);
    const reply = said.at(-1) ?? '';
    expect(reply).toMatch(/guilt/);
    expect(reply).not.toMatch(/hard on yourself like that is hard|Would that help\?|Want to try|Would you like to try/);
  });

  it('is glad when something feels better, never "that is hard"', () => {
    const reply = lastReply(['work has been a lot', 'i talked to my manager', 'that feels a bit better actually']);
    expect(reply).not.toMatch(/is hard/);
    expect(reply).toMatch(/good to hear|lighter|eased/);
  });
});

describe('the offline engine after a crisis message', () => {
  const safety = { level: 'urgent', categories: ['suicide'], current: true } as const;
  /** The first line is the crisis message; the rest come after it, in the same session. */
  function crisisTalk(lines: string[], ageGroup: 'teen' | 'adult' = 'adult'): string[] {
    const messages: ConversationTurn[] = [];
    lines.forEach((text, index) => {
      messages.push({ role: 'user', text });
      const focus = { ...safety, current: index === 0 };
      messages.push({
        role: 'doro',
        text: offlineReply({ ...base, ageGroup, messages: [...messages], safety: focus }),
      });
    });
    return replies(messages);
  }

  it('asks one question, last, so a "no" can only answer it', () => {
    const [reply] = crisisTalk(['i want to die']);
    expect(reply).toMatch(/are you thinking about ending your life\?$/);
    expect(reply?.match(/\?/g)).toHaveLength(1);
    expect(crisisTalk(['i want to die', 'no'])[1]).toMatch(/relieved|glad/);
  });

  it('encourages reaching out when the person says they will, and stays on safety when they say not now', () => {
    const yes = crisisTalk(['i want to die', 'yeah', "ok. i'll text them"]);
    expect(yes[1]).toMatch(/Would you be willing to call or text 988 now\?/);
    expect(yes[2]).toMatch(/good step|so glad/);
    expect(yes[2]).toMatch(/988/);
    const no = crisisTalk(['i want to die', 'yeah', 'no'])[2] ?? '';
    expect(no).not.toMatch(/relieved/);
    expect(no).toMatch(/still here|not going anywhere/);
    const french = crisisTalk(["j'ai pu le gout de vivre", 'oui', 'ok je vais texter au 988'], 'teen')[2];
    expect(french).toMatch(/vrai bon pas|vraiment content/);
  });

  it('does not take an everyday plan for reaching out, and meets a threat to someone else with distance, not "hurt yourself"', () => {
    const after = crisisTalk(['i want to die', 'no', 'I will talk to the landlord instead.']);
    expect(after[2]).not.toMatch(/Reaching out takes strength|good step/);
    const threat = offlineReply({
      ...base,
      messages: [{ role: 'user', text: 'I have a knife and I will use it on him tonight.' }],
      safety: { level: 'imminent', categories: ['harm-to-others', 'imminent-danger'], current: true },
    });
    expect(threat).toMatch(/^If anyone is in danger right now, call 911\./);
    expect(threat).toMatch(/weapon out of reach/);
    expect(threat).not.toMatch(/hurt yourself/);
    expect(threat).toMatch(/are you thinking about hurting someone\?$/);
  });

  it('stops asking whether the person is safe once they said so', () => {
    const after = crisisTalk([
      'i want to die',
      "no, i'm safe. i just had a bad day",
      'work was awful',
      'my boss yelled at me',
      'i think i need sleep',
      'yeah',
      'tomorrow is another day',
      'i might watch a movie',
    ]);
    for (const reply of after.slice(2)) expect(reply).not.toMatch(/safe (?:at the moment|right now)|your safety/);
  });
});

describe('the offline engine naming what it is about', () => {
  it('names a topic as a phrase that reads well in any reflection ("your workload", not "how much is on your plate")', () => {
    const said = replies(converse(['work has been a lot lately', 'so much to do and my boss keeps adding more'])).join(
      ' ',
    );
    expect(said).not.toMatch(/how much is on your plate has|about how much is on your plate|how low things feel/);
    expect(said).not.toMatch(/about your boss\b/);
  });
});

describe('the summary in French', () => {
  it('names the themes without tu or vous, so it reads right to a teen and an adult', () => {
    const turns = converse([
      'je dors pu pantoute depuis deux semaines',
      'pis j’ai des examens la semaine prochaine',
      'je suis tellement en colère contre mon prof',
    ]);
    const summary = honestSummary(turns);
    expect(summary).toMatch(/^Sujets abordés : le sommeil, le stress des examens et la colère\./);
    expect(summary).not.toMatch(/\b(?:vous|tu)\b/i);
  });
});

describe('the offline engine helping with a talk the person plans', () => {
  const lines = [
    'work has been a lot lately',
    'my manager keeps piling new tasks on me and i cant keep up',
    'i think i should ask her for a meeting on tuesday',
    'what should i actually say to her when i bring it up?',
    'maybe something like i have too much on my plate and i need help choosing what matters',
    'just thinking about saying it makes my heart race',
  ];

  it('gives a shape for the talk, says what works in the person’s own first sentence, and hears a racing heart as anxiety', () => {
    const [shape, draft, heart] = replies(converse(lines)).slice(-3);
    expect(shape).toMatch(/hard talk|open with the facts/);
    expect(shape).not.toMatch(/Burnout/);
    expect(draft).toMatch(/clear and honest|That works/);
    expect(draft).not.toMatch(/Burnout|Carrying a heavy workload/);
    expect(heart).toMatch(/anxious/);
  });
});

describe('the offline engine with a teen planning to text a friend', () => {
  const lines = [
    'my best friend stopped talking to me and i dont know why',
    'yeah i could text her but what if she doesnt answer',
    'ok lets try it',
    "i'd say hey, i miss hanging out, did i do something",
    'that sounds good actually',
  ];

  it('names the worry said with the plan, takes "i’d say..." as a first sentence and a "that sounds good" as going on with it', () => {
    const [worry, , draft, goingOn] = replies(converse(lines, { ageGroup: 'teen' })).slice(-4);
    expect(worry).toMatch(/worry/i);
    expect(draft).toMatch(/clear and honest|That works/);
    expect(goingOn).toMatch(/concrete|shape it/);
    expect(goingOn).not.toMatch(/worry keeps coming back/);
  });

  it('does not tell the person they feel what someone else did ("she freaked out")', () => {
    const [reply] = replies(converse(['i got a C in math and my mom freaked out'], { ageGroup: 'teen' })).slice(-1);
    expect(reply).not.toMatch(/anxious|panic/i);
  });

  it('says "things with your mom" without "going on with things with"', () => {
    const [reply] = replies(converse(['hey', 'my mom keeps yelling about my grades'], { ageGroup: 'teen' })).slice(-1);
    expect(reply).not.toMatch(/with things with/);
  });
});

describe('the offline engine with a Quebec teen and a friend who stopped talking', () => {
  const lines = [
    'pis mon amie me parle pu depuis une semaine',
    "on était toujours ensemble a l'école",
    'ouais peut-être que je pourrais lui écrire un message',
    'mais si elle répond pas',
    'ma mère trouve que je devrais passer à autre chose',
  ];

  it('hears the falling-out with "ton amie", stays in French, names the worry and says "ta mère"', () => {
    const [fallingOut, together, , worry, advice] = replies(converse(lines, { ageGroup: 'teen' })).slice(-5);
    expect(fallingOut).toMatch(/ton amie/);
    expect(together).not.toMatch(/\b(?:the|you|what)\b/i);
    expect(worry).toMatch(/inquiéter/);
    expect(advice).toMatch(/ta mère/);
  });

  it('says "votre mère" to an adult', () => {
    const [advice] = replies(converse(['ma mère trouve que je devrais déménager'], { ageGroup: 'adult' })).slice(-1);
    expect(advice).toMatch(/votre mère/);
  });
});

describe('the offline engine with an adult whose father died', () => {
  const lines = [
    'my dad died three weeks ago',
    'i keep thinking i should have called him more',
    'everyone says it gets easier but it doesnt feel like it',
    'i cant focus at work at all',
    'my name is Sam by the way',
    'i miss his voice mostly',
    'we used to talk about hockey every sunday',
    'maybe i could watch the game on sunday anyway',
    'i think my sister is struggling too',
    'i dont know how to talk to her about it',
    'goodnight',
  ];
  const turns = converse(lines);
  const said = replies(turns);

  it('hears guilt in "i should have called him", greets the name given and says it at goodbye', () => {
    expect(said[2]).toMatch(/guilt/);
    expect(said[5]).toMatch(/^Nice to meet you, Sam\./);
    expect(said.at(-1)).toMatch(/Take care of yourself, Sam\./);
  });

  it('asks no question about fixing things or what is in one’s control after a death', () => {
    for (const reply of said) expect(reply).not.toMatch(/within your control|a little better look like|make tomorrow/);
  });

  it('takes watching the game as the person’s own idea, gives a shape for talking to the sister, and names the grief once in the summary', () => {
    expect(said[8]).toMatch(/concrete idea|real step|makes sense to me|already knows/);
    expect(said[10]).toMatch(/hard talk|open with the facts/);
    expect(honestSummary(turns)).not.toMatch(/a loss/);
  });
});

describe('the offline engine with a body in alarm', () => {
  it('offers a breathing exercise at once to "my heart is racing and i cant breathe", not another question about the body', () => {
    const said = replies(
      converse(
        ['i have my chem final tomorrow and im freaking out', 'like my heart is racing and i cant breathe right'],
        {
          ageGroup: 'teen',
        },
      ),
    );
    expect(said.at(-1)).toMatch(/breathing/);
    expect(said.at(-1)).not.toMatch(/in your body/);
  });

  it('leaves the offer out for a person who asked Doro to listen', () => {
    const said = replies(converse(['my heart is racing and i cant breathe'], { directiveness: 'listen' }));
    expect(said.at(-1)).not.toMatch(/breathing exercise/);
  });
});

describe('the offline engine with an adult whose manager keeps adding work', () => {
  const said = replies(
    converse([
      'work has been crushing me lately',
      'my manager keeps adding projects and i cant say no',
      'i feel like if i push back ill look lazy',
      'maybe i could ask her which project matters most',
      'but what if she thinks im not coping',
    ]),
  );

  it('hears "i’ll look lazy" as a fear of being judged, not low mood', () => {
    expect(said[3]).not.toMatch(/your mood|low/);
  });

  it('names any "what if she..." said right after the plan as a worry about it', () => {
    expect(said[5]).toMatch(/worry/);
    expect(said[5]).not.toMatch(/Which worry keeps coming back/);
  });
});

describe('an exercise left in its middle for something else (a carer making a wind-down plan)', () => {
  const steps = exerciseScripts['sleep-wind-down'].adult.en.steps;
  const lines = [
    'can we make a wind-down plan, i barely sleep',
    '11 i guess',
    'i feel guilty even thinking about a care home for my mom',
    'ok can we finish the sleep plan',
  ];
  const said = replies(converse(lines));

  it('sets a practical exercise aside for a hard feeling, and answers the feeling instead of giving the next step', () => {
    expect(said[1]).toContain(steps[0]);
    expect(said[2]).toContain(steps[1]);
    expect(said[3]).toMatch(/set the exercise aside/);
    expect(said[3]).toMatch(/guilt/);
    expect(said[3]).not.toContain(steps[2]);
    expect(said[3]).not.toMatch(/evenings|lights out/);
  });

  it('takes it up again at the step that was left unanswered', () => {
    expect(said[4]).toMatch(/pick up where we left off/);
    expect(said[4]).toContain(steps[1]);
  });

  it('keeps a worry said at the step that asks for worries as its answer', () => {
    const worries = replies(
      converse([...lines.slice(0, 2), 'on the dresser', 'reading', 'i am so worried about my mom']),
    );
    expect(worries[5]).not.toMatch(/set the exercise aside/);
    expect(worries[5]).toContain(steps[4]);
  });
});

describe("someone else's hard time", () => {
  it('is said back as theirs in French too: "ma soeur a de la misère, elle m\'appelle en pleurant"', () => {
    const reply = lastReply(
      [
        'ma mère a la démence pis je m’en occupe',
        'je pense que ma soeur a de la misère aussi, elle m’appelle en pleurant',
      ],
      {
        ageGroup: 'teen',
      },
    );
    expect(reply).toMatch(/ta sœur (?:traverse un moment difficile|a de la misère)/);
    expect(reply).not.toMatch(/tu te sens|triste/);
  });

  it('is said back as theirs: "my sister is struggling too, she calls me crying" is not the person feeling down', () => {
    const reply = lastReply([
      'my mom has dementia and i look after her',
      'i think my sister is struggling too, she calls me crying',
    ]);
    expect(reply).toMatch(/your sister is (?:going through a hard time|struggling)/);
    expect(reply).not.toMatch(/you(?:'re| are)? (?:feeling )?(?:really )?down|Feeling really down/i);
  });
});

describe('an idea of their own with "at least" in it', () => {
  it('hears "maybe i could at least visit one to see" as the person\'s own idea', () => {
    const reply = lastReply([
      'i feel guilty even thinking about a care home for my mom',
      'maybe i could at least visit one to see',
    ]);
    expect(reply).toMatch(/idea/);
  });
});

describe('a teen whose parents are divorcing', () => {
  const start = ['my parents told us theyre getting divorced', 'it makes me so mad lol'];

  it('hears "my dad is moving out" as his move, not a move of the person to a new place', () => {
    const reply = lastReply([...start, 'my dad is moving out next week']);
    expect(reply).not.toMatch(/somewhere new|new place|lonely at first/);
  });

  it('hears "yeah maybe i could tell her i dont want to be the messenger" as an idea, neither a no nor a yes to the offer just made', () => {
    const turns = converse([...start, 'i just put headphones on and play games all night']);
    const offerMade = replies(turns).at(-1) ?? '';
    const reply = lastReply([
      ...start,
      'i just put headphones on and play games all night',
      'yeah maybe i could tell her i dont want to be the messenger',
    ]);
    expect(offerMade).toMatch(/\?$/);
    expect(reply).not.toMatch(/leave that for now|No problem/);
    expect(reply).not.toMatch(/belly|breathe|breath/i);
    expect(reply).toMatch(/came from you|idea|first thing you/);
  });
});

describe('a bare acknowledgement', () => {
  it('never agrees or approves: "she asked me who i was this morning" is not met with "That makes sense"', () => {
    const said = replies(
      converse([
        'my mom has dementia and i look after her',
        'she asked me who i was this morning',
        'my brother never helps',
        'we used to be close',
      ]),
    );
    for (const reply of said.slice(1))
      expect(reply).not.toMatch(/That makes sense|I'm glad you said that|Ça se comprend/);
  });
});

describe('asked to just listen in other words', () => {
  it('hears "Just let me talk, I don\'t need fixing." as a wish to be listened to, not "let me talk to my mom first"', () => {
    expect(lastReply(['work has been brutal', "Just let me talk, I don't need fixing."])).toMatch(/listen/i);
    expect(lastReply(['work has been brutal', 'let me talk to my mom first'])).not.toMatch(/just listen|I'll listen/i);
  });
});
