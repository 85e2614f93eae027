/** The Markdown of docs/conversations/transcripts.md: one section per persona, the failed checks and grades under it. */
import type { Failure } from '../tests/conversations/checks';
import type { Transcript } from '../tests/conversations/persona';
import { dimensions, type Grade } from './eval-conversations-grade';

export interface Played {
  transcript: Transcript;
  failures: Failure[];
  grade?: Grade | { error: string };
}

export function failureCounts(failures: readonly Failure[]): string {
  const counts = new Map<string, number>();
  for (const failure of failures) counts.set(failure.check, (counts.get(failure.check) ?? 0) + 1);
  return [...counts].map(([check, count]) => `${check} ${count}`).join(', ');
}

export function gradeLine(grade: Played['grade']): string {
  if (!grade) return '';
  if ('error' in grade) return `not graded: ${grade.error}`;
  return dimensions.map((dimension) => `${dimension} ${grade[dimension]}/5`).join(', ');
}

/** A reply on one Markdown line: line breaks kept as hard breaks. */
const inline = (text: string) => (text.trim() || '(nothing)').replace(/\s*\n+\s*/g, '  \n');

function personaSection(played: Played): string {
  const { transcript, failures, grade } = played;
  const lines = [
    `### ${transcript.name}`,
    '',
    `_${transcript.ageBand}, ${transcript.directiveness}, ${transcript.lang === 'fr' ? 'French' : 'English'}_`,
    '',
    `**Doro:** ${inline(transcript.opening)}`,
  ];
  for (const turn of transcript.turns) {
    lines.push('', `**Person:** ${inline(turn.say)}`, '', `**Doro:** ${inline(turn.reply)}`);
    if (turn.fallback) lines.push('', `_(the model failed: ${turn.fallback}; the offline engine answered)_`);
  }
  lines.push('', failures.length ? `**Failed checks (${failures.length}):**` : '**Failed checks:** none');
  if (failures.length) lines.push('', ...failures.map((failure) => `- ${failure.check}: ${failure.message}`));
  if (grade) {
    lines.push('', `**Grades:** ${gradeLine(grade)}`);
    if (!('error' in grade) && grade.notes) lines.push('', `> ${grade.notes}`);
  }
  return lines.join('\n');
}

export function providerSection(title: string, played: readonly Played[]): string {
  const passing = played.filter((item) => item.failures.length === 0).length;
  const all = played.flatMap((item) => item.failures);
  return [
    `## ${title}`,
    '',
    `${passing} of ${played.length} personas pass every check. Failed checks: ${failureCounts(all) || 'none'}.`,
    '',
    ...played.map(personaSection).flatMap((section) => [section, '']),
  ].join('\n');
}
