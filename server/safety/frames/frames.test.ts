/**
 * One test per frame and per false-alarm guard: the frames alone (no model, no conversation), so a change to a
 * frame's rules or guards shows here by name.
 */
import { describe, expect, it } from 'vitest';
import type { RiskFrame } from '../corpus-schema';
import { normaliseMessage } from '../normalise';
import { findFrames, type FrameContext } from './find-frames';
import { blankIdioms } from './guards';
import { readMessage } from './read-message';

const quiet: FrameContext = { distressed: false, riskBefore: false };

function frames(text: string, context: FrameContext = quiet) {
  return findFrames(blankIdioms(normaliseMessage(text)), context);
}

/** The frame's level after the time of the message is read (read-message.ts: a time now is danger now). */
function timedLevelOf(frame: RiskFrame, text: string, recent: string[] = []) {
  return readMessage(text, recent).findings.find((finding) => finding.frame === frame)?.level ?? 'none';
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
    ['passive-ideation', 'honestly dont know why im still around', 'concern'],
    ['passive-ideation', 'why am i even here anymore', 'concern'],
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

  it('hears an act under way said plainly: swallowed by the lot or the count, at the edge, on the line', () => {
    for (const text of [
      'Just took the lot. About 50 co-codamol.',
      'took my grandmas heart pills like 15 of them. heart is doing weird stuff',
      'took 15 of my melatonin and 10 of the benadryl. idk what happens now',
      'I took two boxes of paracetamol this morning. I feel okay. Is that bad?',
      'took the pills. lay down. phone at 4%',
      'on the ledge. its so quiet up here',
      "I'm on the wrong side of the railing. It's windy.",
      "im at the top of the parkade and i'm climbing over the wall",
      'im on the train line behind the school. lying down',
      'the noose is on and the chair is wobbly',
      "car's running in the garage. just wanted to talk to something first",
      "there's so much blood. i think i went too deep this time",
    ]) {
      expect([text, levelOf('act-in-progress', text)]).toEqual([text, 'imminent']);
    }
    for (const text of [
      'i took my meds this morning like the doctor said',
      'climbing over the fence to get the ball back',
      'there is more blood work to do before the surgery',
      'took the lot of books back to the library',
    ]) {
      expect([text, levelOf('act-in-progress', text)]).toEqual([text, 'none']);
    }
  });

  it('hears being gone by a time as a plan, danger now when the time is now', () => {
    expect(levelOf('plan', "by morning i'll be gone, just so you know")).toBe('urgent');
    expect(timedLevelOf('plan', "before sunrise i'll be gone, just so you know")).toBe('imminent');
    expect(
      timedLevelOf('plan', 'appointment is tomorrow but i wont make it to tomorrow. tonight after they go to bed'),
    ).toBe('imminent');
    expect(timedLevelOf('plan', 'gonna do it at 3am. not sleeping anyway')).toBe('imminent');
    expect(timedLevelOf('plan', 'in like an hour im doing it. dont bother')).toBe('imminent');
    expect(levelOf('plan', 'i wont make it to tomorrow, my flight got cancelled')).toBe('none');
    expect(levelOf('plan', "I won't be here tomorrow.")).toBe('none');
    expect(levelOf('plan', "I won't be here tomorrow.", { distressed: false, riskBefore: true })).toBe('imminent');
  });

  it('hears a goodbye said with a last word as urgent, danger now beside risk', () => {
    const text = 'thanks for everything. this is the last time ill talk to anyone. bye doro';
    expect(levelOf('preparation-goodbye', text)).toBe('urgent');
    expect(levelOf('preparation-goodbye', 'tell my sister i loved her ok. this is my last msg')).toBe('urgent');
    expect(levelOf('preparation-goodbye', text, { distressed: false, riskBefore: true })).toBe('imminent');
    expect(levelOf('preparation-goodbye', 'thanks for everything, this was my last shift at the store, bye!')).toBe(
      'none',
    );
    expect(levelOf('preparation-goodbye', 'bye for now, last message before my exam')).toBe('none');
  });

  it('hears someone else found in the act, with the means on them now, or gone silent after a goodbye', () => {
    for (const text of [
      'I just found my 15 year old daughter cutting in her bathroom. There is blood on the sink.',
      'Found my wife in the garage with the car running. I got her out.',
      "she says she's holding a razor over her wrist right now",
      'my bf just said goodbye to me on discord and now hes offline',
    ]) {
      expect([text, levelOf('third-party', text)]).toEqual([text, 'imminent']);
    }
    expect(levelOf('third-party', 'found her cutting coupons at the kitchen table')).toBe('none');
  });

  it('hears French as Quebec types it: "je vais me tuer" is no idiom, "à soir" is tonight, acts on the rails', () => {
    expect(levelOf('intent', 'je vais me tuer')).toBe('urgent');
    expect(timedLevelOf('intent', 'je vais me tuer à soir')).toBe('imminent');
    expect(levelOf('intent', 'ma mère va me tuer quand elle va voir mes notes')).toBe('none');
    for (const text of [
      'chu sur la track',
      "J'ai bu le débouche-tuyau",
      'Le char roule dans le garage, la porte est fermée',
    ]) {
      expect([text, levelOf('act-in-progress', text)]).toEqual([text, 'imminent']);
    }
    expect(levelOf('act-in-progress', 'le char tourne dans le garage pour chauffer')).toBe('none');
  });

  it('hears French self-harm, lethality, gathered means and passive wishes said as people type them', () => {
    const cases: Array<[RiskFrame, string, string]> = [
      ['self-harm-act', "j'me suis recoupée avant-hier, personne le sait", 'urgent'],
      ['self-harm-act', 'je me suis grattée jusqu’au sang encore', 'urgent'],
      ['self-harm-act', "j'ai rechuté hier après 3 mois", 'urgent'],
      ['lethality-question', "combien d'advil faut prendre pour pu se réveiller", 'urgent'],
      ['lethality-question', 'du pont jacques-cartier y a-tu aucune chance de survivre', 'urgent'],
      ['means-acquired', "ça fait des semaines que j'ramasse mes comprimés", 'urgent'],
      ['means-acquired', "j'ai acheté une corde hier", 'urgent'],
      ['passive-ideation', "j'ai pu le goût de vivre depuis l'automne", 'concern'],
      ['passive-ideation', 'si je me réveillais pas demain ça me ferait rien', 'concern'],
    ];
    for (const [frame, text, level] of cases) expect([text, levelOf(frame, text)]).toEqual([text, level]);
    // What the same words say of something else.
    expect(levelOf('means-acquired', 'je garde mes pilules de fer dans mon sac')).toBe('none');
    expect(levelOf('self-harm-act', 'je me suis coupé le doigt en cuisinant')).toBe('none');
    expect(levelOf('lethality-question', "combien d'advil je peux prendre pour un mal de tête")).toBe('none');
  });

  it('hears a French cut on the body, not a haircut, a kitchen slip or cutting oneself off from people', () => {
    for (const text of ['je me suis coupée hier soir', 'je me coupe encore', 'je me suis coupée avec une lame']) {
      expect([text, levelOf('self-harm-act', text)]).toEqual([text, 'urgent']);
    }
    for (const text of [
      'je me suis coupé les cheveux',
      'je vais me couper la frange',
      'je me suis coupée de tout le monde',
      'je me suis coupé du monde depuis mon divorce',
      'je me suis coupé le pouce en cuisinant',
    ]) {
      expect([text, levelOf('self-harm-act', text)]).toEqual([text, 'none']);
    }
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

  it('lets hyperbole cancel an act or a goodbye said of something trivial, not one said plainly', () => {
    expect(frames("if we lose to st. mike's one more time i'm walking into the sea")).toEqual([]);
    expect(frames('3 essays due tmrw so consider this my goodbye letter lmaooo')).toEqual([]);
    expect(levelOf('act-in-progress', "i'm walking into the sea right now")).toBe('imminent');
  });

  it('reads a negation across the verbs of thinking and wanting, not across a sentence or a "but"', () => {
    expect(
      frames("I've never thought about killing myself. I just feel like I'm failing at everything right now"),
    ).toEqual([]);
    expect(frames('I have zero plans to end my life, I just want to talk through a money problem')).toEqual([]);
    expect(frames('Not wanting to end my life but feeling stuck')).toEqual([]);
    expect(levelOf('intent', "i never thought i'd say this but i want to kill myself")).toBe('urgent');
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
