/** Every conversation check against a small transcript that keeps its rule and one that breaks it. */
import { describe, expect, it } from 'vitest';
import {
  brokenReflections,
  complaintsAcknowledged,
  declinesRespected,
  exerciseSteps,
  goodbyesAnswered,
  justListenRespected,
  noSafetyTextOnHarmlessTurns,
  readingLevel,
  requestsAnswered,
  runChecks,
  thanksAnswered,
  warmOpening,
} from './checks';
import type { Transcript, TurnExpectation } from './persona';
import { copiedWords, repeatedOffers, repeatedQuestions } from './repetition-checks';

type Line = [say: string, reply: string, expect?: TurnExpectation];

function played(lines: Line[], who: Partial<Omit<Transcript, 'turns'>> = {}): Transcript {
  return {
    name: 'Test, 30',
    ageBand: '18+',
    directiveness: 'balanced',
    lang: 'en',
    opening: "Hi, I'm Doro, an AI coach. What's on your mind today?",
    ...who,
    turns: lines.map(([say, reply, expectation]) => ({ say, reply, ...(expectation ? { expect: expectation } : {}) })),
  };
}

const harmless = { harmless: true } as const;

describe('no question asked twice', () => {
  it('passes different questions', () => {
    const transcript = played([
      ['work is a lot', 'That sounds heavy. What feels hardest right now?'],
      ['the deadlines', 'Deadlines pile up. Who could share the load?'],
    ]);
    expect(repeatedQuestions(transcript)).toEqual([]);
  });

  it('catches the same question, and the same question give or take a few words, naming both turns', () => {
    const transcript = played([
      ['work is a lot', 'That sounds heavy. What feels hardest right now?'],
      ['the deadlines', 'I hear you. What feels hardest about it right now?'],
      ['my boss', "What's on your mind today?"],
    ]);
    expect(repeatedQuestions(transcript)).toEqual([
      'turn 2 ("the deadlines"): asks again "What feels hardest about it right now?" (turn 1 asked "What feels hardest right now?")',
      'turn 3 ("my boss"): asks again "What\'s on your mind today?" (the opening asked "What\'s on your mind today?")',
    ]);
  });
});

describe('no suggestion or exercise offered twice', () => {
  it('passes one offer followed by its steps', () => {
    const transcript = played([
      ['i panic on the bus', 'That sounds scary. Would you like to try box breathing with me?'],
      ['ok', "Let's do box breathing. Breathe in for 4. Tell me when you're done.", { accepts: true }],
      ['done', 'Now hold for 4. Ready?', { exercise: 'box-breathing', step: 2 }],
    ]);
    expect(repeatedOffers(transcript)).toEqual([]);
  });

  it('tells offers apart by the exercise named before "Want to try it?"', () => {
    const transcript = played([
      ['i panic', 'Box breathing takes two minutes. Want to try it?'],
      ['no', 'Grounding brings you back to the room. Want to try it?'],
    ]);
    expect(repeatedOffers(transcript)).toEqual([]);
  });

  it('catches the same exercise offered again in other words, and the same suggestion twice', () => {
    const transcript = played([
      ['i panic on the bus', 'Would you like to try box breathing with me? You could try sitting near the front.'],
      ['hmm', 'That makes sense. What happens on the bus?'],
      ['i freeze', 'Shall we do some box breathing together? You could try sitting near the front of the bus.'],
    ]);
    expect(repeatedOffers(transcript)).toEqual([
      'turn 3 ("i freeze"): offers box-breathing again (first offered in turn 1)',
      'turn 3 ("i freeze"): offers "You could try sitting near the front of the bus." again (first offered in turn 1)',
    ]);
  });
});

describe('no run of 8 words copied from the person', () => {
  const said = 'My Mom keeps reading my texts when I am asleep';

  it('passes a reflection in other words, and short echoes', () => {
    expect(
      copiedWords(played([[said, 'Having your texts read while you sleep feels like a break of trust.']])),
    ).toEqual([]);
    expect(copiedWords(played([[said, 'Your mom keeps reading your texts? That hurts.']]))).toEqual([]);
  });

  it('catches 8 words copied from any earlier message, whatever the case and punctuation', () => {
    const transcript = played([
      [said, 'That sounds hard.'],
      ['yeah', 'So, your mom keeps reading... my texts, when I am asleep?'],
    ]);
    expect(copiedWords(transcript)).toEqual([
      'turn 2 ("yeah"): copies 9 words from turn 1: "mom keeps reading my texts when i am asleep"',
    ]);
  });
});

describe('no broken reflection', () => {
  it('passes reflections in Doro’s own words', () => {
    const transcript = played([
      [
        'i cant sleep',
        'It sounds like the nights have been long. So, what keeps you up? So I’m glad you told me. So sorry. He said "later", right? It sounds like no one asked you, and you could use that. Exams feel big when it seems like everything counts. It sounds like how tired you are matters.',
      ],
      ['ça va pas', "On dirait que la semaine a été dure. Si je comprends bien, ton patron t'en demande trop."],
    ]);
    expect(brokenReflections(transcript)).toEqual([]);
  });

  it("catches the person's own I, fragments, open quotes, mixed pronouns and a pronoun turned round", () => {
    const transcript = played([
      ['i cant sleep', "It sounds like i can't sleep. So my mom."],
      ['exams', 'It sounds like exams. If I’m hearing you right, your mom and.'],
      ['ugh', 'You said "ugh and that matters.'],
      ['she ignores me', 'It sounds like you feel my sister ignores me.'],
      ['you asked me that', 'You are right, you already asked you that.'],
      ['bof', "On dirait que j'ai pas dormi."],
      [
        'can i do it in class?',
        'It sounds like can you do it in class. So ok you breathed in. It sounds like what can you do.',
      ],
    ]);
    expect(brokenReflections(transcript)).toEqual([
      'turn 1 ("i cant sleep"): reflects with the person\'s own "I" or "my": "It sounds like i can\'t sleep."',
      'turn 1 ("i cant sleep"): reflects with the person\'s own "I" or "my": "So my mom."',
      'turn 2 ("exams"): a reflection cut off mid-phrase: "It sounds like exams."',
      'turn 2 ("exams"): a reflection cut off mid-phrase: "If I’m hearing you right, your mom and."',
      'turn 3 ("ugh"): an unpaired quote mark',
      'turn 4 ("she ignores me"): mixes "you" with the person\'s "I" or "my" in one reflection: "It sounds like you feel my sister ignores me."',
      'turn 5 ("you asked me that"): a pronoun turned round: "You are right, you already asked you that."',
      'turn 6 ("bof"): reflects with the person\'s own "I" or "my": "On dirait que j\'ai pas dormi."',
      'turn 7 ("can i do it in class?"): pastes their question or answer into a reflection: "It sounds like can you do it in class."',
      'turn 7 ("can i do it in class?"): pastes their question or answer into a reflection: "So ok you breathed in."',
      'turn 7 ("can i do it in class?"): pastes their question or answer into a reflection: "It sounds like what can you do."',
    ]);
  });
});

describe('each request answered with its content', () => {
  it('passes tips that carry two markers of the topic, in English or French', () => {
    const transcript = played([
      [
        'tips for sleep?',
        'Put screens away an hour before bed, and write down what is on your mind.',
        { request: 'sleep' },
      ],
      [
        'des trucs pour la colère?',
        'Prends une pause, puis respire lentement avant de répondre.',
        { request: 'anger' },
      ],
    ]);
    expect(requestsAnswered(transcript)).toEqual([]);
  });

  it('catches a reply that only reflects or asks, and one with a single marker', () => {
    const transcript = played([
      ['tips for sleep?', 'That sounds exhausting. What keeps you up?', { request: 'sleep' }],
      ['how do i stop worrying?', 'Try to write them down. How does that sound?', { request: 'worry' }],
    ]);
    const failures = requestsAnswered(transcript);
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatch(/^turn 1 \("tips for sleep\?"\): asks for help with sleep, but the reply has none/);
    expect(failures[1]).toMatch(/^turn 2 .*worry, but the reply has only one \(write it down\)/);
  });
});

describe('each exercise step in order, each waiting for the person', () => {
  const offer: Line = ['i panic before tests', 'That is scary. Would you like to try box breathing together?'];

  it('passes an accepted offer taken one step at a time', () => {
    const transcript = played([
      offer,
      ['ok', "Let's start. Sit comfortably and drop your shoulders. Tell me when you're ready.", { accepts: true }],
      [
        'ready',
        'Breathe in through your nose for 4 counts, then hold for 4. How was that?',
        { exercise: 'box-breathing', step: 2 },
      ],
      ['ok', 'Now breathe out slowly for 4. Let me know when you are ready.', { exercise: 'box-breathing', step: 3 }],
      ['done', 'Hold empty for 4, then go round again. How do you feel?', { exercise: 'box-breathing', step: 4 }],
      ['can we do 5 4 3 2 1', 'Sure. Name 5 things you can see. What are they?', { exercise: 'grounding', step: 1 }],
    ]);
    expect(exerciseSteps(transcript)).toEqual([]);
  });

  it('catches every step given at once, a wrong step, a step that does not wait, and accepting nothing', () => {
    const transcript = played([
      offer,
      [
        'ok',
        'Sit comfortably. Breathe in for 4, hold for 4, breathe out for 4, hold for 4, and repeat. How was it?',
        { accepts: true },
      ],
      ['done', 'Great job. Now think of a happy place. What is it?', { exercise: 'box-breathing', step: 2 }],
      ['ok', 'Now breathe out slowly for 4.', { exercise: 'box-breathing', step: 3 }],
      ['hmm', 'That makes sense.'],
      ['sure', 'What would you like to talk about?', { accepts: true }],
    ]);
    expect(exerciseSteps(transcript)).toEqual([
      'turn 2 ("ok"): gives later steps of box-breathing at once (breathe in for 4, hold for 4; breathe out for 4, pause; go round the box again) instead of one step at a time',
      'turn 3 ("done"): should take them through step 2 of box-breathing (breathe in for 4, hold for 4)',
      'turn 4 ("ok"): step 3 of box-breathing should end by waiting for them (a question or an invitation)',
      'turn 6 ("sure"): accepts an offer, but Doro\'s reply in turn 5 offered nothing',
    ]);
  });
});

describe('"just listen" respected', () => {
  it('passes listening until the person asks for help again', () => {
    const transcript = played([
      ['can you just listen', "Of course. I'm here. What's been happening?", { justListen: true }],
      ['my dog died', "I'm so sorry. What was she like?"],
      [
        'any tips for grief?',
        'There is no right way. Would you like to try a self-compassion exercise?',
        { request: 'grief' },
      ],
    ]);
    expect(justListenRespected(transcript)).toEqual([]);
  });

  it('catches a missing acknowledgement and any suggestion before they ask again', () => {
    const transcript = played([
      ['can you just listen', 'What happened?', { justListen: true }],
      ['my dog died', "I'm so sorry. Would you like to try the 5-4-3-2-1 grounding exercise?"],
    ]);
    expect(justListenRespected(transcript)).toEqual([
      'turn 1 ("can you just listen"): asks Doro to just listen; the reply should say it will',
      'turn 2 ("my dog died"): suggests "Would you like to try the 5-4-3-2-1 grounding exercise?" after they asked Doro to just listen (turn 1)',
    ]);
  });
});

describe('complaints, thanks, goodbyes and declines acknowledged', () => {
  it('passes replies that own a complaint, take thanks, close warmly and accept a no', () => {
    const transcript = played([
      ['you asked that already', "You're right, sorry. What matters most today?", { complaint: 'repeated' }],
      ['tu m’écoutes pas', "Tu as raison, désolé. Je t'écoute.", { complaint: 'not-listening' }],
      ['no thanks', "That's okay, we don't have to. How was your week?", { declines: true }],
      ['thanks', "You're welcome, I'm glad it helped.", { thanks: true }],
      ['bye', 'Take care, and come back any time.', { goodbye: true }],
    ]);
    expect(complaintsAcknowledged(transcript)).toEqual([]);
    expect(thanksAnswered(transcript)).toEqual([]);
    expect(declinesRespected(transcript)).toEqual([]);
    expect(goodbyesAnswered(transcript)).toEqual([]);
  });

  it('catches a complaint ignored, thanks ignored, a no pushed back, and a goodbye with a new question', () => {
    const transcript = played([
      ['are you even listening', 'What else is going on?', { complaint: 'not-listening' }],
      ['no', 'Would you like to try grounding instead?', { declines: true }],
      ['thanks', 'What else is on your mind?', { thanks: true }],
      ['bye', 'What will you do tonight?', { goodbye: true }],
    ]);
    expect(complaintsAcknowledged(transcript)).toEqual([
      'turn 1 ("are you even listening"): they say Doro is repeating itself or not listening; the reply should own it (sorry, you\'re right)',
    ]);
    expect(declinesRespected(transcript)).toEqual([
      'turn 2 ("no"): they say no; the reply should accept it (that\'s okay)',
      'turn 2 ("no"): they said no, and the reply offers "Would you like to try grounding instead?" straight away',
    ]);
    expect(thanksAnswered(transcript)).toEqual([
      'turn 3 ("thanks"): they thank Doro; the reply should acknowledge it (you\'re welcome, glad it helped)',
    ]);
    expect(goodbyesAnswered(transcript)).toEqual([
      'turn 4 ("bye"): they say goodbye; the reply should close warmly',
      'turn 4 ("bye"): they say goodbye; the reply should not ask a new question',
    ]);
  });
});

describe('no safety text on an ordinary turn', () => {
  it('passes ordinary replies, a French panic attack, and resources on a turn not marked harmless', () => {
    const transcript = played([
      ['hi', 'Hi! How is your day going?', harmless],
      ["j'ai eu une crise de panique", 'Une crise de panique passe. Comment tu te sens?', harmless],
      ['bye', 'Take care. You can call or text 988 any time.', { goodbye: true }],
    ]);
    expect(noSafetyTextOnHarmlessTurns(transcript)).toEqual([]);
  });

  it('catches helplines and safety questions on an ordinary turn', () => {
    const transcript = played([
      ['my exams are soon', 'If you are in crisis, call 988.', harmless],
      ['ok', 'Before we go on: are you safe right now?', harmless],
      ['salut', 'Appelle Jeunesse, J’écoute.', harmless],
    ]);
    expect(noSafetyTextOnHarmlessTurns(transcript)).toEqual([
      'turn 1 ("my exams are soon"): crisis text ("crisis") on an ordinary turn',
      'turn 2 ("ok"): crisis text ("are you safe") on an ordinary turn',
      'turn 3 ("salut"): crisis text ("jeunesse, j\'ecoute") on an ordinary turn',
    ]);
  });
});

describe('reading level for teens', () => {
  const plain = 'That sounds hard. Exams can feel big. Let us take it one step at a time. What is first?';
  const dense =
    'Comprehensive examination preparation necessitates systematic organisation, prioritisation of fundamental curriculum components, and consistent physiological self-regulation strategies.';

  it('passes plain words for a teen, and does not grade adults, French or a few words', () => {
    expect(readingLevel(played([['exams', plain]], { ageBand: '13-17' }))).toEqual([]);
    expect(readingLevel(played([['exams', dense]]))).toEqual([]);
    expect(readingLevel(played([['examens', dense]], { ageBand: '13-17', lang: 'fr' }))).toEqual([]);
    expect(
      readingLevel(played([['exams', 'Absolutely understandable, unquestionably.']], { ageBand: '13-17' })),
    ).toEqual([]);
  });

  it('catches a teen reply above grade 8', () => {
    const failures = readingLevel(played([['exams', dense]], { ageBand: '13-17' }));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^turn 1 \("exams"\): reads at grade \d+\.\d; a teen's replies should be at grade 8/);
  });
});

describe('the opening', () => {
  it('passes a warm greeting that invites the person to talk', () => {
    expect(warmOpening(played([]))).toEqual([]);
    expect(warmOpening(played([], { opening: 'Bonjour! Je suis Doro. Dis-moi ce qui se passe.' }))).toEqual([]);
  });

  it('catches no opening, and an opening that echoes nothing', () => {
    expect(warmOpening(played([], { opening: '' }))).toEqual([
      "the opening: Doro said nothing before the person's first message",
    ]);
    expect(warmOpening(played([], { opening: '"." Thank you for sharing that with me.' }))).toEqual([
      'the opening: should greet the person (hi, hello, welcome)',
      'the opening: should invite them to talk (a question or an invitation)',
      'the opening: reflects or quotes words nobody has said yet: ""." Thank you for sharing that with me."',
    ]);
  });
});

describe('runChecks', () => {
  it('names the check of each failure, and finds none in a good conversation', () => {
    const good = played([
      ['hi', 'Hi! How is your day going?', harmless],
      ['thanks, bye', "You're welcome. Take care.", { goodbye: true }],
    ]);
    expect(runChecks(good)).toEqual([]);
    const bad = played([['hi', 'Call 988? Call 988?', harmless]], { opening: '' });
    expect(runChecks(bad).map((failure) => failure.check)).toEqual(['repeated-question', 'safety-text', 'opening']);
  });
});
