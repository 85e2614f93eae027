import { defineMessages } from '../../lib/i18n/i18n';

/** /profile's memory panel: what Doro remembers, each line's edit, forget and undo. */
export const memoryMessages = defineMessages('memory', {
  heading: 'What Doro remembers',
  intro:
    'While memory is on, Doro keeps a short summary of each session so the next one can pick up where you left off. Only you can see it, and you can make Doro forget it at any time.',
  loading: 'Loading…',
  nothingYet: 'Doro doesn’t remember anything yet.',
  listLabel: 'Memories',
  line: '{date}: ',
  willForget: {
    one: 'Doro will forget the session of {date} in {count} second. Undo keeps it.',
    other: 'Doro will forget the session of {date} in {count} seconds. Undo keeps it.',
  },
  forgot: 'Doro forgot the session of {date}.',
  kept: 'Kept: Doro still remembers the session of {date}.',
  forgotten: 'Forgotten: the session of {date}.',
  undoLabel: 'Undo: keep the session of {date}',
  undo: 'Undo',
  editHint: 'Correct this line in your own words',
  editLabel: 'Edit the session of {date}',
  edit: 'Edit',
  forgetHint: 'Doro stops remembering this session; its history stays. You can undo for a few seconds.',
  forgetLabel: 'Forget the session of {date}',
  forget: 'Forget',
  forgetAllQuestion: 'Doro will forget every earlier session. Your session history stays. Forget everything?',
  forgetAllYes: 'Yes, forget everything',
  cancel: 'Cancel',
  forgetAll: 'Forget everything',
  blank: 'Write what Doro should remember, or use Forget instead.',
  editorLabel: 'What Doro should remember of {date}',
  save: 'Save',
});

/** /profile's privacy choices (issue 20): memory and the outside model, each off until turned on. */
export const privacyMessages = defineMessages('privacy', {
  memoryOn: 'Memory is on: Doro will keep a summary of each session from now on.',
  memoryOff: {
    one: 'Memory is off. Doro deleted what it remembered ({count} session).',
    other: 'Memory is off. Doro deleted what it remembered ({count} sessions).',
  },
  modelOff: 'The outside model is off: from your next message, Doro’s own engine writes every reply on Doro’s server.',
  modelOn: 'The outside model is on: from your next message, your conversation goes to {host}.',
  modelOnNone: 'It is on, but this Doro has no outside model set up: Doro’s own engine still writes every reply.',
  loading: 'Loading your privacy choices…',
  loadFailed: 'We could not load your privacy choices: {error}',
  whereOutside:
    'encrypted on Doro’s server; the summary is written by the language model at {host}, which also writes Doro’s replies',
  whereOwn: 'encrypted on Doro’s own server, where the summary is also written',
  heading: 'Your privacy choices',
  memoryLabel: 'Remember my sessions',
  memoryWhat:
    'Off until you turn it on. What is kept: a short summary of each finished session (a few sentences, not the conversation), so the next session can pick up where you left off. Where: {where}. How to take it back: turn this off and everything Doro remembers is deleted at once; you can also forget single lines below.',
  offWarning: 'Turning memory off deletes everything Doro remembers. This cannot be undone.',
  turnOff: 'Turn off and delete',
  keepOn: 'Keep memory on',
  modelLabel: 'Send my conversation to an outside AI model',
  modelWhat:
    'Off until you turn it on. What is sent: the messages of your conversation (yours and Doro’s replies), with what Doro remembers if memory is on, to write each reply, to double-check your messages for safety and to summarise the session. Where it is processed: by the provider of the language model at {host}, outside Doro’s server. While this is off, Doro’s own engine writes every reply on Doro’s server and nothing is sent. How to take it back: turn this off; from your next message nothing more is sent.',
  modelWhatNone:
    'Off until you turn it on. This Doro has no outside model set up: replies come from Doro’s own engine, on Doro’s server, whether this is on or off, and nothing you write is sent elsewhere. If one is set up later, your conversation goes to it only while this is on; turn it off at any time to stop that from your next message.',
  notSaved: 'Your choice was not saved: {error}',
});
