/**
 * The offline summary of a finished session, made while it is processing (status 6) and remembered for the next
 * one. It says only what happened: the themes the person named in their own words (the topics, people and events
 * the engine understood), the exercises actually done (started and followed, never only offered), and that safety
 * came up, without its words. Nothing is inferred and nothing is quoted. In French it names things without tu or
 * vous ("Sujets abordés : le sommeil et la colère."), since it is written for teens and adults alike.
 */
import type { ConversationTurn } from '../provider';
import { exerciseNames } from './catalogue';
import { exerciseScripts } from './content/exercises';
import type { TopicId } from './content/topics';
import type { Language } from './language';
import { peopleNames } from './people';
import { dialogueState } from './state';
import type { EventKind } from './understand';

export interface SummaryOptions {
  /** True for a message the safety layer sees as a crisis (server/safety's classifier). */
  isCrisis?: (text: string) => boolean;
}

const topicNames: Record<Language, Record<TopicId, string>> = {
  en: {
    sleep: 'sleep',
    'exam-stress': 'exam stress',
    worry: 'worry',
    panic: 'panic',
    'low-mood': 'low mood',
    loneliness: 'feeling lonely',
    conflict: 'a conflict',
    breakup: 'a breakup',
    grief: 'grief',
    anger: 'anger',
    burnout: 'work stress',
    parenting: 'parenting',
    bullying: 'bullying',
  },
  fr: {
    sleep: 'le sommeil',
    'exam-stress': 'le stress des examens',
    worry: 'les inquiétudes',
    panic: 'la panique',
    'low-mood': 'le moral',
    loneliness: 'la solitude',
    conflict: 'un conflit',
    breakup: 'une rupture',
    grief: 'le deuil',
    anger: 'la colère',
    burnout: 'le stress au travail',
    parenting: 'le rôle de parent',
    bullying: 'l’intimidation',
  },
};

const eventNames: Record<Language, Partial<Record<EventKind, string>>> = {
  en: {
    fight: 'a falling-out',
    move: 'a move',
    'job-loss': 'losing a job',
    loss: 'a loss',
    divorce: 'a divorce',
    'new-baby': 'a new baby',
  },
  fr: {
    fight: 'une chicane',
    move: 'un déménagement',
    'job-loss': 'une perte d’emploi',
    loss: 'un deuil',
    divorce: 'un divorce',
    'new-baby': 'un nouveau bébé',
  },
};

function list(items: readonly string[], language: Language): string {
  if (items.length <= 1) return items.join('');
  const and = language === 'en' ? 'and' : 'et';
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

export function honestSummary(turns: readonly ConversationTurn[], options: SummaryOptions = {}): string {
  const userTexts = turns.filter((turn) => turn.role === 'user').map((turn) => turn.text);
  if (userTexts.length === 0) return 'A short session: nothing was written.';
  const state = dialogueState(turns, 'adult', 'balanced');
  const { language } = state;
  // A falling-out named is the conflict itself, and a loss is the grief: each said once.
  const topics = state.events.includes('fight') ? state.topics.filter((topic) => topic !== 'conflict') : state.topics;
  const events = state.topics.includes('grief') ? state.events.filter((event) => event !== 'loss') : state.events;
  const themes = [
    ...topics.map((topic) => topicNames[language][topic]),
    ...events.map((event) => eventNames[language][event]).filter((name): name is string => Boolean(name)),
    ...(language === 'en' ? state.people.slice(0, 2).map((person) => `your ${peopleNames[person] ?? person}`) : []),
  ].filter((theme, index, all) => all.indexOf(theme) === index);
  const parts: string[] = [];
  if (themes.length > 0) {
    parts.push(
      language === 'en'
        ? `You talked about ${list(themes.slice(0, 4), language)}.`
        : `Sujets abordés : ${list(themes.slice(0, 4), language)}.`,
    );
  }
  if (state.done.length > 0) {
    const labels = state.done.map((id) => exerciseNames[language][id] ?? exerciseScripts[id].label[language]);
    parts.push(
      language === 'en'
        ? `You tried ${list(labels, language)} together.`
        : `Essayé ensemble : ${list(labels, language)}.`,
    );
  }
  if (userTexts.some((text) => options.isCrisis?.(text))) {
    parts.push(
      language === 'en'
        ? 'Safety came up, and the crisis resources (988, 911) were shared.'
        : 'La sécurité a été abordée, et les ressources d’aide (988, 911) ont été partagées.',
    );
  }
  if (parts.length > 0) return parts.join(' ');
  return language === 'en'
    ? 'A short session: you shared how you were doing.'
    : 'Une courte séance pour faire le point.';
}
