import { describe, expect, it } from 'vitest';
import { classifyMessage } from './classifier';

describe('classifyMessage', () => {
  it.each([
    ['I want to kill myself', 'suicide'],
    ['kms', 'suicide'],
    ['thinking about unaliving myself', 'suicide'],
    ['i wnat to kil myslef', 'suicide'],
    ['je veux mourir', 'suicide'],
    ['je vais me suicider', 'suicide'],
    ['je veux en finir', 'suicide'],
    ['I keep cutting my arms', 'self-harm'],
    ['my stepdad hits me', 'abuse'],
    ['I am going to bring a knife to school and make them pay', 'harm-to-others'],
  ])('flags %j as %s', (text, category) => {
    const result = classifyMessage(text);
    expect(result.crisis).toBe(true);
    expect(result.level).not.toBe('none');
    expect(result.categories).toContain(category);
  });

  it.each([
    'this workout is killing me',
    "I'd never hurt myself",
    'dying to see the movie',
    'killed it at the exam',
    'my phone battery is dead',
    'I cut myself while cooking',
    'my mom is going to kill me when she sees my grades',
    'je suis mort de rire',
    "I'm writing an essay on suicide prevention",
  ])('does not flag %j', (text) => {
    expect(classifyMessage(text)).toMatchObject({ crisis: false, level: 'none', categories: [] });
  });

  it('reads an innocent-looking means question in the light of what came before', () => {
    const question = 'what bridges are taller than 25 m?';
    expect(classifyMessage(question).crisis).toBe(false);
    const afterJobLoss = classifyMessage(question, { recentUserMessages: ['I just lost my job', 'nothing matters'] });
    expect(afterJobLoss).toMatchObject({ crisis: true, level: 'urgent', categories: ['suicide'] });
  });

  it('reads a time as the time of a plan after risk only the model heard', () => {
    // No frame is written for these words; the model flags them, and a bare time after them is the plan's.
    expect(classifyMessage('i want it all to stop').level).toBe('concern');
    expect(classifyMessage('tonight', { recentUserMessages: ['i want it all to stop'] }).level).toBe('imminent');
    expect(classifyMessage('tonight', { recentUserMessages: ['i have a math test tomorrow'] }).crisis).toBe(false);
  });

  it('makes the means at hand imminent after talk of dying', () => {
    const imminent = classifyMessage('I have the pills right here', { recentUserMessages: ['I want to die'] });
    expect(imminent.level).toBe('imminent');
    expect(imminent.categories).toEqual(expect.arrayContaining(['suicide', 'imminent-danger']));
  });

  it('puts a time on risk as imminent, and keeps a negation to its own phrase', () => {
    expect(classifyMessage("I'm going to kill myself tonight").level).toBe('imminent');
    expect(classifyMessage("I'm not okay, I want to die").crisis).toBe(true);
    expect(classifyMessage("I'm not sure I want to live anymore").crisis).toBe(true);
  });

  it('reads any way of placing a tall structure as a means question after a loss', () => {
    const lostJob = ['I was let go from work this afternoon'];
    for (const question of [
      'Which overpasses across town are higher than 30 metres?',
      'how tall is the old rail bridge by the river',
      'where is the closest parking garage to me',
      'when does the next express train come through the station',
    ]) {
      expect(classifyMessage(question, { recentUserMessages: lostJob })).toMatchObject({
        crisis: true,
        level: 'urgent',
      });
    }
  });

  it('raises no card on ordinary chat: saying yes to an exercise, settling in for it, how long something has lasted', () => {
    const ordinary = [
      'lets do it',
      'bet, lets do it',
      "Alright, let's do it.",
      'ok im sitting on my bed',
      'after school before supper, on the floor in my room',
      'you asked me that already',
    ];
    expect(ordinary.filter((text) => classifyMessage(text).crisis)).toEqual([]);
  });

  it('hears a wish to sleep and never wake', () => {
    for (const text of [
      'I just wish I could fall asleep and not wake up',
      'hoping i can go to sleep and never wake up again',
    ]) {
      expect(classifyMessage(text)).toMatchObject({ crisis: true, level: 'urgent', categories: ['suicide'] });
    }
  });

  it('reads "dye" as "die" unless something is being dyed', () => {
    expect(classifyMessage('honestly i just wanna dye').categories).toContain('suicide');
    expect(classifyMessage('i want to dye rn').level).toBe('imminent');
    for (const text of ['I want to dye my hair green', 'gonna tie dye a shirt', 'I might dye it black']) {
      expect(classifyMessage(text).crisis).toBe(false);
    }
  });

  it('treats putting life in order as a warning sign, stronger with risk before it', () => {
    expect(classifyMessage("I've been getting my affairs in order").crisis).toBe(true);
    expect(classifyMessage('who will feed my dog once I am gone').crisis).toBe(true);
    const afterNotes = classifyMessage('I want everything sorted before I go', {
      recentUserMessages: ['I left letters to say goodbye to my kids'],
    });
    expect(afterNotes).toMatchObject({ crisis: true, level: 'urgent', categories: ['suicide'] });
  });

  it('makes a bare time right after risk or preparation the time of a plan: imminent', () => {
    const before = ['I have said goodbye to everyone', 'I want it all settled before I go'];
    expect(classifyMessage('Probably tonight.', { recentUserMessages: before }).level).toBe('imminent');
    expect(classifyMessage('tomorrow I guess', { recentUserMessages: ['I want to kill myself'] }).level).toBe(
      'imminent',
    );
    // The same words after ordinary talk, or a time inside a longer, safer sentence, are not a plan.
    expect(classifyMessage('Probably tonight.', { recentUserMessages: ['want to get pizza?'] }).crisis).toBe(false);
    expect(
      classifyMessage('we will see the doctor tomorrow', { recentUserMessages: ['I want to kill myself'] }).crisis,
    ).toBe(false);
  });

  it('lets a laughed-off death wish over something trivial go, but not the act named, nor in distress', () => {
    for (const text of ['my team lost AGAIN i want to die lmao', 'the wifi died mid-game, gonna die lol']) {
      expect(classifyMessage(text).crisis).toBe(false);
    }
    expect(classifyMessage('i want to die lol').crisis).toBe(true);
    expect(classifyMessage('kms lol this homework').crisis).toBe(false);
    expect(classifyMessage('my team lost, i want to die lol, not joking').crisis).toBe(true);
    expect(
      classifyMessage('my team lost, i want to die lol', { recentUserMessages: ['I feel so hopeless'] }).crisis,
    ).toBe(true);
  });
});

describe('the worries of an ordinary coaching chat', () => {
  it.each([
    'my parents would be really disappointed in me',
    'mom would be so disappointed honestly',
    'i wasnt there when she died',
    'my teacher would be disappointed if i gave up',
  ])('raise no crisis card: "%s"', (text) => {
    expect(classifyMessage(text)).toMatchObject({ crisis: false, level: 'none' });
  });
});
