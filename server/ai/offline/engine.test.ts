import { describe, expect, it } from 'vitest';
import type { ConversationTurn, ReplyRequest } from '../provider';
import { offlineReply } from './engine';
import { createOfflineProvider } from './offline-provider';
import { extractiveSummary } from './summary';

const base = {
  directiveness: 'balanced',
  ageGroup: 'adult',
  memory: [],
} as const;

/** Plays a conversation through the engine: each user line gets the engine's reply, as the chat would. */
function converse(lines: string[], options: Partial<ReplyRequest> = {}): ConversationTurn[] {
  const messages: ConversationTurn[] = [];
  for (const text of lines) {
    messages.push({ role: 'user', text });
    messages.push({
      role: 'doro',
      text: offlineReply({ ...base, ...options, messages }),
    });
  }
  return messages;
}

const replies = (turns: ConversationTurn[]) => turns.filter((turn) => turn.role === 'doro').map((turn) => turn.text);

describe('the offline engine', () => {
  it('is deterministic: the same conversation gets the same reply', () => {
    const lines = ['Work has been overwhelming lately.', 'My boss keeps adding tasks.'];
    expect(converse(lines)).toEqual(converse(lines));
  });

  it('quotes the first message in the person’s words and reflects the feeling it noticed', () => {
    const [reply] = replies(converse(['I have been feeling lonely since I moved to a new city.']));
    expect(reply).toContain('I have been feeling lonely since I moved to a new city');
    expect(reply).toMatch(/lonely|on your own|disconnected/);
    expect(reply).toMatch(/\?$/);
  });

  it('turns pronouns round when it paraphrases later messages', () => {
    const turns = converse(['Hi.', 'My sister never listens to me when I talk about my plans.']);
    expect(replies(turns)[1]).toContain('your sister never listens to you when you talk about your plans');
  });

  it('does not repeat itself over a long conversation', () => {
    const lines = [
      'I feel stressed about school.',
      'There is so much homework.',
      'My teachers expect too much.',
      'I study every night.',
      'I still get bad grades.',
      'My parents are disappointed.',
      'I do not know what to do.',
      'I just feel tired.',
    ];
    const said = replies(converse(lines));
    expect(new Set(said).size).toBe(said.length);
  });

  it('follows the directiveness choice: listen asks, guide walks through an exercise', () => {
    const lines = ['Hello.', 'I get so anxious before presentations, my heart races and I panic.'];
    const listen = replies(converse(lines, { directiveness: 'listen' }))[1]!;
    const guide = replies(converse(lines, { directiveness: 'guide' }))[1]!;
    expect(listen).not.toMatch(/5-4-3-2-1|box breathing/);
    expect(listen).toMatch(/\?$/);
    expect(guide).toMatch(/Let's (try|do) (5-4-3-2-1 grounding|box breathing)/);
  });

  it('offers an exercise in a listen session only when asked for help, and runs it when accepted', () => {
    const turns = converse(['Hi.', 'I keep putting off my assignments. What should I do?', 'Yes, let us try.'], {
      directiveness: 'listen',
    });
    const [, offer, steps] = replies(turns);
    expect(offer).toMatch(/first small step/);
    expect(offer).toMatch(/Would it help/);
    expect(steps).toMatch(/Let's find a first small step/);
  });

  it('runs the motivational-interviewing rulers: importance, why not lower, then confidence', () => {
    const turns = converse(
      ['Hi there.', 'I want to quit vaping but I keep going back.', '7', 'My health matters to me.', '4'],
      {
        directiveness: 'guide',
      },
    );
    const said = replies(turns);
    expect(said[1]).toMatch(/how important is it/i);
    expect(said[2]).toBe('You said 7, not 4. What makes it a 7 rather than a 4 for you?');
    expect(said[3]).toMatch(/your health matters to you.*how confident are you/);
    expect(said[4]).toMatch(/A 4, rather than a 1/);
  });

  it('uses the teen version of an exercise for 13 to 17', () => {
    const lines = ['Hey', 'i feel so sad and empty, nothing matters'];
    const teen = replies(converse(lines, { directiveness: 'guide', ageGroup: 'teen' }))[1]!;
    expect(teen).toMatch(/Let's choose one small activity/);
  });

  it('puts safety first on a crisis: 911 first when imminent, a direct question, the helplines, honesty', () => {
    const messages: ConversationTurn[] = [{ role: 'user', text: 'I have the pills in my hand right now.' }];
    const imminent = offlineReply({
      ...base,
      messages,
      safety: {
        level: 'imminent',
        categories: ['suicide', 'imminent-danger'],
        current: true,
      },
    });
    expect(imminent.indexOf('911')).toBeLessThan(imminent.indexOf('988'));
    expect(imminent).toMatch(/Are you safe right now/);
    expect(imminent).toMatch(/I'm an AI/);
    const teen = offlineReply({
      ...base,
      ageGroup: 'teen',
      messages,
      safety: { level: 'urgent', categories: ['suicide'], current: true },
    });
    expect(teen).toMatch(/are you thinking about ending your life\?/);
    expect(teen).toContain('1-800-668-6868');
    expect(teen).toContain('988');
  });

  it('keeps checking in on safety after a crisis earlier in the session', () => {
    const messages = converse(['I wanted to die last night.', 'I talked to my mom this morning.']);
    const reply = offlineReply({
      ...base,
      messages: [...messages, { role: 'user', text: 'She made me breakfast.' }],
      safety: { level: 'urgent', categories: ['suicide'], current: false },
    });
    const again = offlineReply({
      ...base,
      messages: [...messages.slice(0, 2), { role: 'user', text: 'She made me breakfast.' }],
      safety: { level: 'urgent', categories: ['suicide'], current: false },
    });
    expect([reply, again].some((text) => /safe/.test(text) && /988/.test(text))).toBe(true);
  });

  it('keeps AI boundaries: says it is an AI, does not diagnose, does not advise on medication', () => {
    const messages: ConversationTurn[] = [{ role: 'user', text: 'are you a real person?' }];
    expect(offlineReply({ ...base, messages, askedIfHuman: true })).toMatch(/not a (person|human|real person)|an AI/);
    const diagnosis = offlineReply({
      ...base,
      messages: [{ role: 'user', text: 'Do I have depression?' }],
    });
    expect(diagnosis).toMatch(/can't (diagnose|give a diagnosis)/);
    expect(diagnosis).not.toMatch(/you have depression/i);
    const meds = offlineReply({
      ...base,
      messages: [{ role: 'user', text: 'Should I stop taking my sertraline?' }],
    });
    expect(meds).toMatch(/doctor or (a )?pharmacist/);
  });

  it('closes warmly with a recap of exercises tried and where help is', () => {
    const turns = converse(['Hi.', 'I panic at night and my heart races.', 'yes', 'ok that helped, bye'], {
      directiveness: 'balanced',
    });
    const closing = replies(turns).at(-1)!;
    expect(closing).toMatch(/Thank you for talking with me/);
    expect(closing).toContain('988');
  });

  it('streams the reply word by word, the words adding up to it', async () => {
    const request = {
      ...base,
      messages: [{ role: 'user' as const, text: 'I could not sleep before my exam.' }],
    };
    const words: string[] = [];
    for await (const chunk of createOfflineProvider().stream(request))
      if (chunk.type === 'text') words.push(chunk.text);
    expect(words.length).toBeGreaterThan(5);
    expect(words.join('')).toBe(offlineReply(request));
  });
});

describe('the extractive summary', () => {
  it('quotes the sentences that carry feelings and topics, names the themes and the exercises tried', () => {
    const turns = converse(
      [
        'Hi.',
        'Work has been overwhelming. My boss keeps adding tasks and I feel anxious.',
        'yes',
        'The weather is fine.',
      ],
      {
        directiveness: 'balanced',
      },
    );
    const summary = extractiveSummary(turns);
    expect(summary).toContain('"My boss keeps adding tasks and I feel anxious."');
    expect(summary).toMatch(/Themes: .*work/);
    expect(summary).not.toContain('Hi.');
  });

  it('never quotes a crisis message, only says safety came up', () => {
    const turns: ConversationTurn[] = [
      { role: 'user', text: 'School has been so stressful this term.' },
      { role: 'user', text: 'I want to kill myself.' },
    ];
    const summary = extractiveSummary(turns, {
      isCrisis: (text) => text.includes('kill myself'),
    });
    expect(summary).not.toContain('kill myself');
    expect(summary).toMatch(/Safety came up/);
    expect(summary).toContain('School has been so stressful this term.');
  });

  it('says so when nothing was written', () => {
    expect(extractiveSummary([])).toMatch(/nothing was written/);
  });
});
