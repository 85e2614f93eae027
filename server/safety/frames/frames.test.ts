/**
 * One test per frame and per false-alarm guard: the frames alone (no model, no conversation), so a change to a
 * frame's rules or guards shows here by name.
 */
import { describe, expect, it } from 'vitest';
import type { RiskFrame } from '../corpus-schema';
import { normaliseMessage } from '../normalise';
import { findFrames, type FrameContext } from './find-frames';
import { blankIdioms } from './guards';

const quiet: FrameContext = { distressed: false, riskBefore: false };

function frames(text: string, context: FrameContext = quiet) {
  return findFrames(blankIdioms(normaliseMessage(text)), context);
}

function levelOf(frame: RiskFrame, text: string, context: FrameContext = quiet) {
  return frames(text, context).find((finding) => finding.frame === frame)?.level ?? 'none';
}

describe('each risk frame', () => {
  it.each<[RiskFrame, string, string]>([
    ['intent', 'honestly im gonna kill myself', 'urgent'],
    ['intent', 'i just wanna be done with it all', 'urgent'],
    ['intent', 'ive decided to go through with it', 'urgent'],
    ['passive-ideation', 'i hope i dont wake up tomorrow', 'urgent'],
    ['passive-ideation', "won't have to deal with this shit much longer", 'concern'],
    ['passive-ideation', 'i just want to disappear and never come back', 'concern'],
    ['finality-burden', 'everyone would be better off if i was gone', 'urgent'],
    ['finality-burden', "i'm just a burden to everyone", 'concern'],
    ['plan', "I know exactly how I'm going to do it", 'urgent'],
    ['plan', "i'm going to drive my car into a wall", 'urgent'],
    ['preparation-goodbye', 'I have been giving away my stuff to my friends', 'concern'],
    ['preparation-goodbye', 'can you take care of my cat when i am gone', 'concern'],
    ['means-acquired', "I've been saving up my pills for a night like this", 'urgent'],
    ['means-acquired', 'bought a rope today to end it', 'urgent'],
    ['lethality-question', 'how much tylenol would it take to not wake up', 'urgent'],
    ['lethality-question', 'would you survive a crash into a wall at 120 km/h', 'urgent'],
    ['lethality-question', 'what chemicals under the sink are deadly if you mix them', 'urgent'],
    ['act-in-progress', 'i took like 30 of my moms sleeping pills', 'imminent'],
    ['act-in-progress', "I'm standing on the ledge right now", 'imminent'],
    ['recent-attempt', 'i tried to kill myself last week', 'urgent'],
    ['recent-attempt', 'woke up in the hospital after i overdosed', 'urgent'],
    ['self-harm-act', 'i cut my thighs again last night', 'urgent'],
    ['self-harm-act', 'been burning myself with a lighter', 'urgent'],
    ['self-harm-urge', 'relapsed after 40 days clean', 'urgent'],
    ['self-harm-urge', 'i had to go deeper than last time to feel anything', 'urgent'],
    ['self-harm-urge', 'the urge to cut is so strong today', 'concern'],
    ['harm-to-others', "I'm going to bring my dad's gun to school", 'urgent'],
    ['harm-to-others', 'i want to kill him', 'concern'],
    ['abuse', 'my stepdad hits me when he drinks', 'urgent'],
    ['abuse', 'he threatened to post my nudes if i dont pay', 'urgent'],
    ['abuse', "he's outside my door with a knife", 'imminent'],
    ['third-party', 'my daughter took a bottle of pills and is not responding', 'imminent'],
    ['third-party', 'my friend texted me goodbye and wont answer her phone', 'imminent'],
    ['third-party', 'my best friend said she is going to kill herself', 'urgent'],
    ['third-party', 'my brother keeps talking about suicide', 'concern'],
  ])('%s: %j is %s', (frame, text, level) => {
    expect(levelOf(frame, text)).toBe(level);
  });

  it('gives the means at hand nothing alone, a concern beside distress, danger now beside risk', () => {
    const text = 'I have the pills right here';
    expect(levelOf('means-acquired', text)).toBe('none');
    expect(levelOf('means-acquired', text, { distressed: true, riskBefore: false })).toBe('concern');
    expect(levelOf('means-acquired', text, { distressed: false, riskBefore: true })).toBe('imminent');
  });

  it('hears a wish never to wake, not a lie-in', () => {
    expect(levelOf('passive-ideation', 'I just wish I could fall asleep and not wake up')).toBe('urgent');
    expect(levelOf('passive-ideation', 'I want to sleep and not wake up until noon')).toBe('none');
  });

  it('reads ordinary words of leaving as preparation only beside risk', () => {
    const text = 'I want everything sorted before I go';
    expect(levelOf('preparation-goodbye', text)).toBe('none');
    expect(levelOf('preparation-goodbye', text, { distressed: false, riskBefore: true })).toBe('urgent');
  });

  it('reads a question about tall bridges as a means question only beside distress or risk', () => {
    const text = 'which bridges in the city are taller than 25 m';
    expect(levelOf('lethality-question', text)).toBe('none');
    expect(levelOf('lethality-question', text, { distressed: true, riskBefore: false })).toBe('urgent');
  });
});

describe('each false-alarm guard', () => {
  it.each([
    ['idiom', 'this chem homework is literally killing me'],
    ['idiom', 'i would kill for a pizza rn'],
    ['idiom', 'my mom is gonna kill me when she sees this grade'],
    ['hyperbole', 'if the leafs lose again tonight im jumping off the cn tower lmao'],
    ['hyperbole', 'one more zoom meeting and i swear i will die lol'],
    ['fiction', 'in my novel the main character wants to kill herself after the war'],
    ['fiction', 'the plot twist is that he overdoses in season 3'],
    ['past', 'i tried to kill myself when i was 16, ten years later i am doing so much better now'],
    ['past', 'i used to cut myself in high school'],
    ['others-death', 'my uncle killed himself in 2015 and the anniversary is hard'],
    ['others-death', 'my grandpa overdosed on his heart meds years ago'],
    ['units', 'ran 12 kms this morning, legs are dead'],
    ['units', 'only 5 kms from home lol'],
    ['informational', "what's the max dose of ibuprofen for a headache, the label says 400 mg"],
    ['informational', 'how much chocolate is toxic for my dog'],
    ['accident', 'I cut myself chopping onions'],
    ['negation', "I'd never hurt myself, I'm just tired"],
  ])('%s: %j is not a crisis', (_guard, text) => {
    expect(frames(text)).toEqual([]);
  });

  it('keeps a past risk that has come back', () => {
    expect(levelOf('intent', 'i was suicidal in high school and lately i want to kill myself again')).toBe('urgent');
  });

  it('keeps a story named in a long post from excusing a wish to die in its last lines', () => {
    const post =
      'I finished reading a novel about grief last week. It was good. Work has been awful. My wife left. I want to kill myself.';
    expect(levelOf('intent', post)).toBe('urgent');
  });

  it('keeps a laughed-off wish serious when the person says it is not a joke', () => {
    expect(levelOf('intent', 'if we lose i want to die lol. not joking tho i really want to die')).toBe('urgent');
  });
});
