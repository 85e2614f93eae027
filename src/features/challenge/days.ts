export interface ChallengeDay {
  day: number;
  title: string;
  /** What to do today, in a sentence or two. */
  practice: string;
  /** Why it can help, plainly: no promise, no statistic. */
  why: string;
}

/** Four themes, one a week, and two days to look back and choose what to keep. */
export const challengeWeeks = [
  { title: 'Week 1: Noticing', days: [1, 7] },
  { title: 'Week 2: Your body and your rest', days: [8, 14] },
  { title: 'Week 3: Other people', days: [15, 21] },
  { title: 'Week 4: Being kind to yourself', days: [22, 28] },
  { title: 'Looking back', days: [29, 30] },
] as const;

const practices: Omit<ChallengeDay, 'day'>[] = [
  {
    title: 'Three slow breaths',
    practice: 'Take three slow breaths, making each breath out a little longer than the breath in. Do it twice today.',
    why: 'A longer breath out is a simple signal to your body that it can slow down, and it takes less than a minute.',
  },
  {
    title: 'Name one feeling',
    practice: 'Three times today, stop and name what you feel in one or two words: "tired", "worried", "fine, really".',
    why: 'Putting a feeling into words can give you a little distance from it, and over time it helps you notice patterns.',
  },
  {
    title: 'One thing, slowly',
    practice: 'Do one everyday thing with your full attention: a cup of tea, brushing your teeth, a shower.',
    why: 'Short moments of full attention are a way to rest your mind without needing any extra time in your day.',
  },
  {
    title: 'A ten-minute walk',
    practice:
      'Walk for ten minutes, outside if you can, and notice five things around you that you had not seen before.',
    why: 'Moving and a change of scenery can interrupt a loop of worry, and many people find it clears their head.',
  },
  {
    title: 'Three lines before bed',
    practice: 'Before bed, write down three things that happened today, however small.',
    why: 'A few lines a day help you see your days more clearly, including the good moments stress tends to hide.',
  },
  {
    title: 'Five minutes on one task',
    practice: 'Pick one small task you have been putting off and do only the first five minutes of it.',
    why: 'Starting is often the hardest part. A small start usually makes the task feel lighter, even if you stop there.',
  },
  {
    title: 'Look back on your week',
    practice: 'Read your notes from this week. Which practice helped, even a little? Which one did not suit you?',
    why: 'Noticing what works for you is how small practices turn into habits you keep.',
  },
  {
    title: '5-4-3-2-1',
    practice: 'Name 5 things you can see, 4 you can feel, 3 you can hear, 2 you can smell and 1 you can taste.',
    why: 'Your senses bring your attention back to the present, which can help when your mind is racing.',
  },
  {
    title: 'Stretch for five minutes',
    practice: 'Gently stretch your neck, shoulders and back for five minutes. Move slowly and stop if anything hurts.',
    why: 'Stress often sits in the body as tension. Loosening your muscles can loosen your mind a little too.',
  },
  {
    title: 'Screens away before bed',
    practice: 'Put your phone and other screens away thirty minutes before bed, and do something calm instead.',
    why: 'Your mind needs a runway to wind down. Many people find they settle more easily without a screen at the end.',
  },
  {
    title: 'Choose a wake-up time',
    practice: 'Choose a time to get up every day for the next week, weekends included, and set your alarm for it.',
    why: 'A regular wake-up time helps your body clock, and is one of the steadiest foundations for better sleep.',
  },
  {
    title: 'A meal without a screen',
    practice: 'Sit down for one meal today without a screen. Notice the taste, and how hungry or full you feel.',
    why: 'Regular meals help keep your energy steady, and a meal without a screen is a small rest in the day.',
  },
  {
    title: 'Some daylight',
    practice:
      'Spend ten minutes in daylight today, in the morning if you can: a walk, a coffee by a window, a balcony.',
    why: 'Daylight helps set your body clock, and a few minutes outside can lift a heavy morning.',
  },
  {
    title: 'A body check-in',
    practice:
      'Lie or sit comfortably and move your attention slowly from your head to your toes, noticing any tension.',
    why: 'Noticing where you hold stress is the first step to letting some of it go. You do not have to change anything.',
  },
  {
    title: 'Say hello',
    practice: 'Send a message to someone you have not talked to in a while, just to say hello.',
    why: 'Small contacts keep connections alive, and the people around us are one of our steadiest sources of support.',
  },
  {
    title: 'Ask, then listen',
    practice: 'Ask someone how they are really doing, and listen to the answer without trying to fix anything.',
    why: 'Being listened to is a gift, and listening well often makes it easier for people to listen to you in return.',
  },
  {
    title: 'A specific thank you',
    practice: 'Thank someone for one specific thing they did, and tell them what it meant to you.',
    why: 'Noticing what others do for us gently moves our attention toward what is going right.',
  },
  {
    title: 'One true thing',
    practice: 'Tell someone you trust one honest thing about how you have been doing lately.',
    why: 'Being known, a little at a time, makes it easier to ask for help on the days you need it.',
  },
  {
    title: 'Something to look forward to',
    practice: 'Put one small, enjoyable plan on your calendar for this week: a call, a film, a walk with a friend.',
    why: 'Having something to look forward to can make a hard week easier to get through.',
  },
  {
    title: 'Help someone',
    practice: 'Do one small helpful thing for someone else today, without being asked.',
    why: 'Helping others can bring a sense of purpose and connection, even on a low day.',
  },
  {
    title: 'Look back on three weeks',
    practice: 'Look back over the last three weeks. What has surprised you? Which practices would you miss?',
    why: 'Looking back shows you changes that are easy to miss from one day to the next.',
  },
  {
    title: 'Talk to yourself like a friend',
    practice: 'When you notice a harsh thought about yourself today, ask: what would I say to a friend in my place?',
    why: 'Most of us are far kinder to friends than to ourselves. Borrowing that voice can soften self-criticism.',
  },
  {
    title: 'A time for worries',
    practice:
      'In the early evening, spend fifteen minutes writing down your worries, with one small next step for each.',
    why: 'Giving worries a set time and a place on paper can make them less likely to follow you to bed.',
  },
  {
    title: 'Just because',
    practice: 'Spend twenty minutes on something you enjoy for its own sake, with no goal and nothing to achieve.',
    why: 'Rest and play are not rewards you have to earn. They refill what stress uses up.',
  },
  {
    title: 'One small space',
    practice: 'Tidy one small space: a drawer, your desk, your bag. Stop when it is done.',
    why: 'A small, visible win can give you a sense of control when bigger things feel out of reach.',
  },
  {
    title: 'Your early signs',
    practice: 'Write down three signs that tell you that you are starting to struggle: sleep, appetite, mood, habits.',
    why: 'Knowing your early signs lets you reach for support sooner, before things feel overwhelming.',
  },
  {
    title: 'Save the numbers',
    practice:
      'Save 988 (call or text, Canada and the US) in your phone, and Kids Help Phone (1-800-668-6868, text 686868) if you are a young person in Canada. Elsewhere, find your helpline on findahelpline.com.',
    why: 'In a hard moment, help is easier to reach when you do not have to search for it.',
  },
  {
    title: 'Your coping list',
    practice: 'Write a list of five things that help you when things are hard, and keep it where you can find it.',
    why: 'A ready list means you do not have to think clearly in the moment when thinking is hardest.',
  },
  {
    title: 'Notice what has changed',
    practice: 'Think back to how you felt on day 1. What is different now, even slightly? What is the same?',
    why: 'Change is often gradual and easy to miss unless you stop and look back.',
  },
  {
    title: 'Choose what to keep',
    practice: 'Pick the three practices that helped you most, and decide when you will do each of them next week.',
    why: 'The challenge ends today, but the habits you choose to keep are the part that lasts.',
  },
];

export const challengeDays: readonly ChallengeDay[] = practices.map((entry, index) => ({ ...entry, day: index + 1 }));
