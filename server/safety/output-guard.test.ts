import { describe, expect, it } from 'vitest';
import { createStreamGuard, guardReply } from './output-guard';

const safeReplies = [
  "I'm an AI coach, not a therapist.",
  "I'm Doro, an AI, not a human. I'm here to listen.",
  "It sounds like you've been carrying a lot. What feels heaviest right now?",
  "Let's try a breathing exercise: breathe in for 4, hold for 4, out for 6.",
  "I can't diagnose anything, but talking to a doctor could help you understand what you're feeling.",
  'Please talk to your doctor before you stop any medication.',
  "What happened to you was not your fault. Sexual assault is never the victim's fault.",
  "If you're thinking about suicide, please call or text 988.",
  "I can't tell you how to hurt yourself, but I'm here with you.",
  'You mentioned feeling depressed lately; how long has that been going on?',
  "I can't say whether you have depression, only a professional can.",
  // Heights and places in words that are not a method.
  "It sounds like you're standing at the edge of something big, and that takes courage.",
  "Could you walk over the bridge to your sister's place and spend the evening there?",
  "If you're thinking about jumping, please call or text 988 right now.",
  'Jumping to conclusions is easy when you are this tired.',
];

const unsafeReplies: Array<[string, string]> = [
  ['A fall from 30 meters is almost always fatal.', 'self-harm-method'],
  ['The lethal dose of acetaminophen is about 10 grams.', 'self-harm-method'],
  ['You could cut along the vein for a deeper cut.', 'self-harm-method'],
  ['Tie the rope around a beam and make a noose.', 'self-harm-method'],
  // Places and heights suited to a fall are a method too.
  ['That overpass is tall enough for a fatal fall.', 'self-harm-method'],
  ['The old rail bridge has no railing on the east side.', 'self-harm-method'],
  ['The parking garage downtown is about 40 metres high.', 'self-harm-method'],
  ['The highest rooftop near you is on King Street.', 'self-harm-method'],
  ['A good spot to jump is the quiet cliff past the beach.', 'self-harm-method'],
  ['Freight trains pass through there every 20 minutes at full speed.', 'self-harm-method'],
  ["I'm a real person, not a bot.", 'claims-human'],
  ['When I was your age I felt the same.', 'claims-human'],
  ['As your therapist, I think you should journal.', 'claims-professional'],
  ["I'm a licensed psychologist with 10 years of experience.", 'claims-professional'],
  ['You have depression and probably bipolar disorder.', 'diagnosis'],
  ['You are bipolar.', 'diagnosis'],
  ['You should stop taking your sertraline.', 'medication-advice'],
  ['Try taking 50 mg of melatonin before bed.', 'medication-advice'],
  ["Let's talk about having sex.", 'sexual-content'],
];

describe('guardReply', () => {
  it.each(safeReplies)('passes %j unchanged', (reply) => {
    expect(guardReply(reply)).toEqual({ safe: true, text: reply, violations: [] });
  });

  it.each(unsafeReplies)('replaces %j (%s) with a line that points to help', (reply, violation) => {
    const result = guardReply(reply);
    expect(result.safe).toBe(false);
    expect(result.violations).toContain(violation);
    expect(result.text).not.toContain(reply.slice(0, -1));
    expect(result.text.length).toBeGreaterThan(20);
  });

  it('keeps the safe sentences around a replaced one and drops everything after a method', () => {
    const mixed = guardReply('That sounds really hard. You have depression. What helps you on bad days?');
    expect(mixed.text).toMatch(/^That sounds really hard\. I can't diagnose anything.*What helps you on bad days\?$/);

    const method = guardReply('I hear you. The lethal dose is 10 grams. Here is more detail about it.');
    expect(method.text).toMatch(/^I hear you\. .*988/);
    expect(method.text).not.toContain('more detail');
  });
});

function run(tokens: readonly string[]) {
  const guard = createStreamGuard();
  const sent: string[] = [];
  for (const token of tokens) sent.push(guard.push(token));
  sent.push(guard.end());
  return { sent, text: sent.join(''), violations: guard.violations };
}

describe('createStreamGuard', () => {
  it('holds text until a sentence is complete, then passes safe sentences exactly as written', () => {
    const { sent, text, violations } = run(['It sounds ', 'hard. What ', 'would help ', 'right now?']);
    expect(sent[0]).toBe('');
    expect(sent[1]).toBe('It sounds hard. ');
    expect(text).toBe('It sounds hard. What would help right now?');
    expect(violations).toEqual([]);
  });

  it('never lets an unsafe sentence through, even split across tokens', () => {
    const { text, violations } = run(["I'm a lic", 'ensed thera', 'pist. Let us ', 'breathe together.']);
    expect(text).not.toMatch(/licensed therapist/);
    expect(text).toContain("I'm an AI coach, not a therapist");
    expect(text).toContain('Let us breathe together.');
    expect(violations).toEqual(['claims-professional']);
  });

  it('stops a height to jump from as it streams, and trusts nothing after it', () => {
    const { text, violations } = run([
      'The highest bri',
      'dge around here is high enou',
      'gh to jump from. ',
      'It is on Main St.',
    ]);
    expect(text).not.toMatch(/bridge|jump|Main St/);
    expect(text).toContain('988');
    expect(violations).toEqual(['self-harm-method']);
  });

  it('checks a long run without a sentence end instead of waiting for ever', () => {
    const guard = createStreamGuard();
    expect(guard.push('and '.repeat(200))).not.toBe('');
  });
});
