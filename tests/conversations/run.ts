/**
 * Plays a persona against any reply provider, as the chat would: Doro opens before the person has said anything,
 * then each message is answered with the whole conversation so far. Replies are streamed and joined.
 */
import type { ConversationTurn, ReplyProvider, ReplyRequest } from '../../server/ai/provider';
import type { Persona, PlayedTurn, Transcript } from './persona';

interface Heard {
  text: string;
  fallback?: string;
}

async function listen(provider: ReplyProvider, request: ReplyRequest): Promise<Heard> {
  let text = '';
  let fallback: string | undefined;
  for await (const chunk of provider.stream(request)) {
    if (chunk.type === 'text') text += chunk.text;
    else fallback = chunk.reason;
  }
  return fallback === undefined ? { text: text.trim() } : { text: text.trim(), fallback };
}

export async function playPersona(provider: ReplyProvider, persona: Persona): Promise<Transcript> {
  const { turns: script, ...who } = persona;
  const base = {
    directiveness: persona.directiveness,
    ageGroup: persona.ageBand === '13-17' ? 'teen' : 'adult',
    memory: [],
  } as const;
  const opening = await listen(provider, { ...base, messages: [] });
  const messages: ConversationTurn[] = [{ role: 'doro', text: opening.text }];
  const turns: PlayedTurn[] = [];
  for (const turn of script) {
    messages.push({ role: 'user', text: turn.say });
    const heard = await listen(provider, { ...base, messages: [...messages] });
    messages.push({ role: 'doro', text: heard.text });
    turns.push({ ...turn, reply: heard.text, ...(heard.fallback === undefined ? {} : { fallback: heard.fallback }) });
  }
  return { ...who, opening: opening.text, turns };
}
