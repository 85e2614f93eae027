/**
 * The published crisis protocol (California SB 243, New York GBL art. 47, Washington HB 2225; reference/safety.md
 * point 5) as data: the page (src/features/safety-protocol) renders it and the yearly referral report
 * (`npm run -s report:referrals`) prints it, so both say the same words. True to what server/safety does: change it
 * (and its version) when the safety layer changes.
 */

/** The date of the protocol's last change. */
export const CRISIS_PROTOCOL_VERSION = '2026-11-25';

export const CRISIS_PROTOCOL_URL = '/about/crisis-protocol';

export interface ProtocolSection {
  id: string;
  heading: string;
  /** Paragraphs (strings) and bulleted lists (arrays), in order. */
  blocks: readonly (string | readonly string[])[];
}

export const CRISIS_PROTOCOL_LEAD =
  'Doro is an AI coach. It is not a human, not a therapist and not an emergency service, and no one watches conversations as they happen. If you are in danger now, call 911. Do not wait for Doro.';

export const CRISIS_PROTOCOL: readonly ProtocolSection[] = [
  {
    id: 'protocol-detects',
    heading: 'What Doro looks for',
    blocks: [
      'Every message you send is checked by a safety layer that works on its own, without the AI model that writes Doro’s replies. It looks for signs, said directly or indirectly, of:',
      [
        'thoughts of suicide or of not wanting to be alive;',
        'self-harm;',
        'wanting to harm someone else;',
        'abuse: someone hurting, threatening or exploiting you;',
        'danger right now, such as having the means at hand or someone threatening you.',
      ],
      'It reads a message together with what you said just before, understands common slang, misspellings and some French, and knows that sayings like “this workout is killing me” or “I would never hurt myself” are not a crisis. Answers to questionnaires count too: a PHQ-9 or PHQ-A item 9 answer of 1 or more, or any “yes” on the ASQ, brings up the same help.',
      'Only if you turned on “Send my conversation to an outside AI model” in your privacy choices (off until you do), that model is also asked for a second opinion on each message: it can raise a concern the safety layer missed, never lower one, and nothing waits for it. While that choice is off, your conversation goes to no outside model: Doro’s own engine answers on Doro’s server.',
    ],
  },
  {
    id: 'protocol-shows',
    heading: 'What happens when it finds one',
    blocks: [
      [
        'The crisis resources appear at once, before any reply: 988 (call or text), 911, Kids Help Phone (1-800-668-6868 or text 686868) and findahelpline.com for other countries.',
        'When the danger looks immediate, emergency services (911) come first.',
        'If you wrote a safety plan (on your profile), your own plan comes first in the crisis resources: your warning signs, what helps, and the people you chose to call. Without one, Doro offers once to help you make one; it is always your choice.',
        'Doro’s reply turns to your safety: it asks how you are right now and encourages you to reach a person who can help. The rest of the session stays focused on that.',
        'Where the law asks it (Oregon from 1 January 2027, and wherever we do not know where you live, since the strictest rule then applies), an urgent or imminent crisis also pauses the conversation: Doro stops the reply it was writing, shows the crisis lines for where you live, and takes no message until you choose to go on (“I’m safe to keep talking”). What you typed meanwhile stays in the message box. A lesser worry shows the crisis resources and the conversation goes on.',
        'Doro cannot call anyone for you and does not alert emergency services or your contacts. Reaching out is up to you, and the numbers above answer day and night.',
      ],
      'Help is one tap away on every screen, crisis or not: the “Help is available” link leads to the helpline directory.',
    ],
  },
  {
    id: 'protocol-replies',
    heading: 'What Doro’s replies never do',
    blocks: [
      'Every reply, whatever AI writes it, passes a second check before you see it. Doro never:',
      [
        'gives methods or means of self-harm or suicide;',
        'claims to be a human, a therapist, a doctor or any licensed professional;',
        'writes sexual content;',
        'diagnoses a condition or gives advice about medication.',
      ],
      'A sentence that breaks these rules is replaced with a supportive line that points to real help.',
    ],
  },
  {
    id: 'protocol-disclosure',
    heading: 'Reminders that Doro is an AI',
    blocks: [
      'Doro says it is an AI, not a human, at the start of every session, whenever you ask, and every 3 hours (more often where the law where you live asks it: see below). People under 18 also get a reminder to take a break every 3 hours. Doro may not be right for some young people: a trusted adult, a doctor or Kids Help Phone can help you find what is.',
    ],
  },
  {
    id: 'protocol-records',
    heading: 'What is recorded',
    blocks: [
      'Each time the crisis resources are shown, Doro adds one to a daily count by level (concern, urgent or imminent), kind of risk and the jurisdiction where the person lives (such as Washington or Quebec). The count holds no message text and nothing that identifies you. We use it to report how often the protocol is used, as the law asks, and to improve it.',
      'In your own session history, the message that brought up the crisis resources keeps their level and kind (never a copy of your words), so they show again in the same place when you come back to the conversation or read its transcript. Only you can see it, and it is deleted with the session or your account.',
      'A crisis pause is kept with the session too: which message brought it, how urgent it was, when it began and when you chose to go on (never your words), so it is still there if you reload the page or come back. It is deleted with the session or your account.',
    ],
  },
  {
    id: 'protocol-limits',
    heading: 'Its limits',
    blocks: [
      'Automatic checks can miss something or worry when there is no need. Doro is built to err on the side of caution, but it is no substitute for a person.',
    ],
  },
];

/** Where questions go: the page links it, the report prints it. */
export const CRISIS_PROTOCOL_CONTACT = 'Questions about this protocol are welcome through our contact page (/support).';

/** The protocol as plain text, for the report. */
export function crisisProtocolText(): string {
  const lines = [CRISIS_PROTOCOL_LEAD, ''];
  for (const section of CRISIS_PROTOCOL) {
    lines.push(section.heading, '');
    for (const block of section.blocks) {
      if (typeof block === 'string') lines.push(block, '');
      else lines.push(...block.map((item) => `- ${item}`), '');
    }
  }
  lines.push(CRISIS_PROTOCOL_CONTACT);
  return lines.join('\n').trimEnd();
}
