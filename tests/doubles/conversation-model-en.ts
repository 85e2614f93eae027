/** The conversation model double's English: short sentences and everyday words, fit for a 13-year-old. */
import type { ModelTexts } from './conversation-model-texts';

export const english: ModelTexts = {
  greetingBack: "Hi! It's good to hear from you. How's your day going?",
  anythingElse: "Is there anything else you'd like to talk about?",
  questions: [
    'How has that been for you?',
    'What part of this weighs on you the most?',
    'How long has it felt this way?',
    'What have you tried so far?',
    'Who else knows what you are going through?',
    'What would you like to feel instead?',
    'When does it get a little easier?',
    'What matters most to you in all this?',
    'What would help you feel a bit more supported?',
    'How are you sleeping and eating these days?',
    'What do you wish the people around you understood?',
    'What would change if this got a bit better?',
    'What is one thing that went okay this week?',
    'How do you usually look after yourself when things get heavy?',
    'What gives you a bit of energy these days?',
    'Who do you feel most like yourself around?',
    'What is something small you are looking forward to?',
    'How did you get through hard times before?',
    'What would you say to a friend in your place?',
    'Is there a part of this you have not said out loud yet?',
    'How is your body feeling as we talk?',
    'What feels most pressing right now?',
    'What would you like to get out of our chat today?',
    'How are you feeling about it now?',
  ],
  topicReflections: {
    sleep: ['Nights like that wear you down.', 'Lying awake with a busy mind is exhausting.'],
    'exam-stress': ['Exams can take over everything.', 'That is a lot of pressure to study under.'],
    worry: ["That's a lot of worry to hold.", 'It sounds like your mind keeps going back to it.'],
    panic: ['That sounds really frightening.', 'Your body was in full alarm mode.'],
    'low-mood': ['Feeling flat like that is hard.', 'It sounds like your energy has been really low.'],
    loneliness: ['Feeling on the outside like that is hard.', 'Being new somewhere can feel lonely.'],
    conflict: ['Tension with someone close is hard.', 'It sounds like that left you feeling hurt.'],
    breakup: ["That's a big loss.", "I'm sorry, that really hurts."],
    grief: ["I'm so sorry for your loss.", 'Grief can show up in the small daily things.'],
    anger: ['Your frustration makes sense.', 'It sounds like that really got under your skin.'],
    burnout: ["That's a lot on your plate right now.", 'No wonder you feel stretched thin.'],
    parenting: ['Parenting when you are running on empty is hard.', 'Those evenings sound exhausting.'],
    bullying: ["That's not okay, and it isn't your fault.", 'Being laughed at like that hurts.'],
  },
  reflections: {
    angry: [
      'That would make a lot of people angry.',
      'It sounds like that really got under your skin.',
      'Your frustration makes sense.',
    ],
    sad: ['That sounds really painful.', "I'm sorry you're going through this.", "That's a heavy thing to carry."],
    lonely: [
      'Feeling on the outside like that is hard.',
      "It sounds like you've been feeling pretty alone.",
      'Being new somewhere can feel lonely.',
    ],
    worried: [
      "That's a lot of worry to hold.",
      'It sounds like your mind keeps going back to it.',
      'Those thoughts sound hard to switch off.',
    ],
    tired: [
      'You sound worn out.',
      'It sounds like your energy has been really low.',
      'Running on empty is exhausting.',
    ],
    stressed: [
      "That's a lot on your plate right now.",
      'It sounds like the pressure has been building up.',
      'No wonder you feel stretched thin.',
    ],
    hopeful: ["That's good to hear.", 'I like the sound of that.', 'That sounds like a real step.'],
    neutral: ['Thanks for telling me.', "I'm glad you're sharing this.", 'That makes sense.', "I'm with you."],
  },
  tips: {
    sleep:
      "A few things help when your mind won't settle at night. Put screens away about 30 minutes before bed. Keep a notebook by your bed and write down what keeps going round. Go to bed and get up at the same time each day, and keep the room dark and cool.",
    'exam-stress':
      'Exam stress is really common, and a few things help. Make a simple study plan with one subject at a time. Take a short break every 25 minutes, and keep up with sleep, food and water. Slow breaths can also calm your body before you study.',
    worry:
      "When worries pile up, it helps to get them out of your head. Write them down in a list. Then sort them into what you can control and what you can't. Some people also keep a short worry time each day, so the rest can wait until later.",
    panic:
      'A panic attack feels scary, but it is not dangerous, and it passes, often within a few minutes. Slow breaths help, with a long breath out. You can also press your feet on the floor and name things you can see.',
    'low-mood':
      'When mood and energy are low, waiting to feel like it rarely works. Start with something small: a short walk outside, a shower, or a song you used to enjoy. Text one friend, and keep sleep and meals regular. If it lasts for weeks, a doctor can help too.',
    loneliness:
      'Making friends in a new place takes time, so go easy on yourself. Pick one person and start with small talk, like a question about a class or a game. Clubs, teams and groups help a lot, because you see the same people each week.',
    conflict:
      'Hard talks go better at a calm moment, not in the middle of a fight. Use I statements: say how you feel instead of blaming. Then listen to their side, and ask for one specific thing you need.',
    breakup:
      "Breakups hurt, and it's normal to feel sad for a while. Lean on friends who care about you. Muting their posts for now can stop the checking. Keep up with sleep and meals, and give it time.",
    grief:
      'There is no right way to grieve, and it often comes in waves. Some people find evenings easier with a small routine: a walk, a call with family or friends, the radio on. Others write a letter, or look at photos and share memories.',
    anger:
      'Anger often shows up in the body first: a hot face, a tight jaw, fists. When you notice those signs, pause and step away if you can. Slow breaths, or counting to ten, give your brain time to catch up. Talk about it later, once you are calm.',
    burnout:
      'Burnout builds up when you give more than you get back. Protect a little rest each day, even short breaks. Set one boundary, like no work messages after a set time. Pick one thing that matters most this week, not ten. If you can, talk to your manager about the load.',
    parenting:
      'Raising little ones is hard, and nobody does it perfectly. Good enough really is good enough. When you feel your temper rise, pause and take a slow breath before you react. Doing some things the night before makes mornings easier. And ask for help where you can.',
    bullying:
      "What's happening is not your fault, and you don't deserve it. Tell a trusted adult, like a teacher, a school counsellor or a parent. Keep screenshots, or write down what happened and when. Stay near friends, and block and report anyone who does it online.",
  },
  offers: {
    'box-breathing': 'Would you like to practise box breathing with me now, so it is ready when you need it?',
    'paced-breathing': 'Would you like to try some slow breathing with me right now? It only takes a minute.',
    grounding: 'Would you like to try the 5-4-3-2-1 grounding exercise together?',
    'thought-record': 'Would you like to try a short thought record first, to look at what went through your mind?',
    'worry-time': 'Would you like to set up a worry time together?',
    'self-compassion': 'Would you like to try a short self-compassion exercise with me? It can help on hard days.',
    'sleep-wind-down': 'Would you like to build a wind-down routine together, one step at a time?',
    'small-step': 'Would you like to pick one small step for this week together?',
  },
  yesThatsIt: "Yes, that's it.",
  wrapUp: 'Well done for sticking with it. You can come back to this any time.',
  justListen: "Of course. I'm here, and I'll just listen.",
  apology: {
    repeated: "You're right, I'm sorry, I repeated myself.",
    'not-listening': "You're right, I'm sorry. I'm listening, and I want to get this right.",
  },
  thanks: "You're welcome. I'm glad this helped a little.",
  goodbye: 'Take care of yourself, and come back any time you want to talk. Bye for now.',
  decline: "That's okay, we don't have to.",
};
