/**
 * The inspector's redaction (src/lib/inspector-redact.ts) against every chat event fixture: whatever a new event
 * carries, nothing a person wrote or Doro replied reaches the Stately inspector.
 */
import { describe, expect, it } from 'vitest';
import { redactForInspector } from '../lib/inspector-redact';
import { eventFixtures, lastSessions, userMessage } from './chat.fixtures';

const written = [
  userMessage.text,
  'That sounds exhausting. What kept you up?',
  'That sounds ',
  lastSessions.finished.summary!,
];

describe('the chat events as the inspector sees them', () => {
  it.each(eventFixtures.map((event) => [event.type, event] as const))(
    '%s keeps its type and loses its text',
    (type, event) => {
      const serialized = JSON.stringify(redactForInspector({ type: '@xstate.event', event }));
      for (const text of written) expect(serialized).not.toContain(text);
      expect(serialized).toContain(JSON.stringify(type));
    },
  );
});
