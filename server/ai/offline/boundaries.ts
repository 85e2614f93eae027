/**
 * Honest limits, said kindly: Doro is an AI coach, not a human, not a therapist or a clinician; it does not
 * diagnose and does not advise on medication (safety.md points 1, 2 and 6). Each answer then turns back to the
 * person with an open question, so a boundary never ends the conversation.
 */
import type { AgeGroup } from '../provider';
import { pick } from './variation';

export function aiDisclosureReply(seed: string, said: readonly string[] = []): string {
  return pick(
    [
      "No, I'm not a person. I'm Doro, an AI coach: a computer program, not a human and not a therapist. I'm still here to listen and think things through with you. What's on your mind?",
      "I'm an AI, not a human. Doro is a supportive AI coach, not a therapist or a counsellor. If you'd like to talk to a real person, 988 (call or text) is there any time. Meanwhile, what would you like to talk about?",
      "Good question to ask. I'm Doro, an AI, not a real person, and not a licensed professional. I can listen and suggest small exercises, and I'll be honest about what I can't do. What made you wonder?",
    ],
    seed,
    said,
  );
}

export function diagnosisBoundaryReply(seed: string, ageGroup: AgeGroup, said: readonly string[] = []): string {
  const who =
    ageGroup === 'teen'
      ? 'a doctor, or a school counsellor who can help you find one'
      : 'a doctor or a licensed mental-health professional';
  return pick(
    [
      `I can't diagnose anything: I'm an AI coach, not a clinician. ${who[0]!.toUpperCase()}${who.slice(1)} can look at this properly with you. Doro's questionnaires (like the PHQ-9 or GAD-7) can give you scores to bring to that conversation. What has been making you wonder about it?`,
      `That's a fair question, and it deserves a real answer from ${who}, not from me: I'm an AI and I can't give a diagnosis. What I can do is listen. What have you been noticing in yourself lately?`,
      `I understand wanting a name for what you're going through. Only ${who} can assess that; I'm an AI, so I can't diagnose, and a guess from me could mislead you. How are these things affecting your days?`,
    ],
    seed,
    said,
  );
}

export function medicationBoundaryReply(seed: string, said: readonly string[] = []): string {
  return pick(
    [
      "I can't give advice about medication: I'm an AI coach, and medicines need someone who knows your health. A doctor or a pharmacist is the right person to ask, and please don't start, stop or change a dose without them. How have you been feeling about it?",
      "Questions about medicines and doses belong with your doctor or pharmacist: I'm an AI and can't advise on them safely. If it's urgent, a pharmacist can often answer the same day. What's going on that brought this up?",
      "That one really needs your doctor or pharmacist: changing a medicine or a dose on your own can be risky, and I'm an AI, not someone who can advise on it. Would it help to plan what to ask them?",
    ],
    seed,
    said,
  );
}
