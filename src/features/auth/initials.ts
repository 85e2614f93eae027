/** The avatar's letters: first and last word of a name ("Ada King Lovelace" -> "AL"), or the email's first letter. */
export function initialsOf(nameOrEmail: string): string {
  const trimmed = nameOrEmail.trim();
  if (trimmed === '') return '?';
  const words = (trimmed.includes('@') ? (trimmed.split('@')[0] ?? '') : trimmed).split(/\s+/).filter(Boolean);
  const first = Array.from(words[0] ?? trimmed)[0] ?? '?';
  const last = words.length > 1 ? (Array.from(words[words.length - 1]!)[0] ?? '') : '';
  return (first + last).toUpperCase();
}
