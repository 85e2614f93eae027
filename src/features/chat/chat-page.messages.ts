import { defineMessages } from '../../lib/i18n/i18n';

/** The chat page around the conversation: its heading, stages, popups, notices and the crisis pause. */
export const chatPageMessages = defineMessages('chatPage', {
  title: 'Talk with Doro',
  documentTitle: 'Chat · Doro',
  monthLeft: { one: '{count} minute left this month', other: '{count} minutes left this month' },
  monthUnderOne: 'Less than 1 minute left this month',
  sessionLeft: { one: '{count} minute left in this session', other: '{count} minutes left in this session' },
  sessionUnderOne: 'Less than 1 minute left in this session',
  loading: 'Loading your chat…',
  tryAgain: 'Try again',
  replaced: 'Your conversation goes on there. Continue here to take it back to this page.',
  continueHere: 'Continue here',
  intro: 'A private conversation with Doro, your AI coach. Talk about what is on your mind, at your own pace.',
  lastTime: 'Last time: {summary}',
  startSession: 'Start session',
  stillOpen: 'Your session from {date} is still open. Pick up where you left off, or end it.',
  pausedSession: 'You have a paused session from {date}. Pick up where you left off, or end it.',
  stillOpenUndated: 'Your session is still open. Pick up where you left off, or end it.',
  pausedSessionUndated: 'You have a paused session. Pick up where you left off, or end it.',
  resumeSession: 'Resume session',
  connecting: 'Connecting to Doro…',
  ending: 'Ending your session…',
  speaking: 'Doro is reading the reply aloud…',
  summarising: 'Your session has ended. Doro is writing its summary…',
  finished: 'Your session has finished.',
  summary: 'Summary: {summary}',
  newSession: 'New session',
  disclaimerTitle: 'Before you start',
  disclaimerAi:
    'Doro is an AI coach, not a therapist and not a human. No clinician reads or monitors your sessions, and Doro is not an emergency service.',
  disclaimerCrisisStart: 'If you are in crisis or thinking about harming yourself, call',
  disclaimerCrisisMiddle: 'in an emergency, or call or',
  disclaimerText: 'text',
  disclaimerTo988: '',
  disclaimerCrisisEnd: '(Canada and the US) to reach a helpline now.',
  notNow: 'Not now',
  saving: 'Saving…',
  accept: 'I understand and accept',
  processingTitle: 'Your last session is being processed',
  processingText:
    'Doro is still writing the summary of your last session. Your new session starts as soon as it is ready.',
  cancel: 'Cancel',
  minutesEndedTitle: 'Your minutes have ended',
  minutesEndedText: 'You have used all the minutes or sessions of your plan. A plan gives you more time with Doro.',
  close: 'Close',
  seePlans: 'See plans',
  disconnectedTitle: 'Connection lost',
  disconnectedText: 'Reconnecting… Anything you send meanwhile is kept and sent once the connection is back.',
  tryAgainNow: 'Try again now',
  aiDisclosure:
    'Doro is an AI, not a human. Doro is a supportive coach, not a therapist, and no person reads along. If you are in danger, call 911; to talk to someone now, call or text 988 (Canada and the US).',
  // The server's fixed notices (server/ai/disclosure.ts), by kind: in English the server's own words show.
  noticeOfflineEngine:
    "Replies come from Doro's offline engine: a simple program on this server, not a language model and not a person.",
  noticeFallback: "Doro's AI model is not answering right now, so this reply comes from Doro's offline engine.",
  noticeDisclosure: 'Doro is an AI, not a human. It is a supportive coach, not a therapist or an emergency service.',
  noticeBreakReminder:
    "You've been chatting with Doro for a while. It's a good time for a break: stretch, drink some water, or talk to someone you trust.",
  noticeMinors:
    'Doro is an AI companion chatbot, and companion chatbots may not be suitable for some people under 18. If something here does not feel right, stop and talk to an adult you trust.',
  conversation: 'Conversation with Doro',
  messages: 'Messages',
  feedbackHint: 'The up and down arrows move to the same button of the reply before or after.',
  you: 'You',
  sending: 'Sending…',
  typing: 'Doro is typing',
  pauseTitle: 'Let’s pause here for a moment',
  pauseDanger: 'If you are in danger now, call 911.',
  pauseText:
    'What you wrote matters, and your safety comes first. Doro is an AI and can’t call anyone, so please reach out to a person who can help right now. These lines answer any time, for free:',
  pauseGoOnText: 'When you’re ready, we can keep talking. Anything you typed stays in the message box.',
  oneMoment: 'One moment…',
  safeToGoOn: 'I’m safe to keep talking',
  callLine: 'Call {number}',
  textLine: 'Text {number}',
  opensInNewTab: ' (opens in a new tab)',
  offerText:
    'Would a safety plan help? It is a short list, in your own words, of what to do and who to reach when things get this hard. You can make one now: this conversation stays right here.',
  makePlan: 'Make a safety plan',
});

export type ChatPageWords = (typeof chatPageMessages)['base'];
