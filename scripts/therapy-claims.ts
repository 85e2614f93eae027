/**
 * No therapy claims anywhere (issue 20; Illinois' Wellness and Oversight for Psychological Resources Act, Nevada
 * AB 406, California AB 489): nothing Doro shows or says may present Doro AS therapy, a therapist, a counsellor, a
 * psychiatrist or a psychologist.
 *
 * The rule, for each mention of one of those words (therapy, therapist, therapeutic, psychotherapy, counsellor,
 * counselor, counselling, psychiatrist, psychologist, in any number):
 * - allowed when NEGATED in its clause: a "not", "never", "no", "nor", "neither", "nothing", "nobody", "none", "-n't" or "cannot" comes before it in
 *   the same clause ("Doro is not a doctor, psychologist, therapist or ...", "isn't a replacement for therapy"). A
 *   clause ends at . ! ? ; : a line break, "but", "however", or a comma starting a new subject (", it", ", I", ...),
 *   so "not a person, I'm a therapist" is still a claim.
 * - allowed when it is a REFERRAL to a human: the clause does not speak about Doro itself (no "Doro", "I", "I'm",
 *   "me", "my", "we", "our", "us", "this app") and the word is pointed to ("talk to a counsellor", "see a
 *   psychiatrist", "bring your results to a doctor or counsellor"), named among other people who help ("a teacher
 *   or school counsellor", "A counsellor, a doctor, a helpline"), or is the one who acts ("a psychiatrist can
 *   review your medication").
 * - allowed inside a yes/no question that the next sentence answers with "No" ("Is Doro a person or a therapist?
 *   No. ..."): a question is not a claim, and its answer denies it.
 * - anything else is a claim and fails ("Doro, your pocket therapist", "AI therapy, any hour", "our counsellors").
 */
import ts from 'typescript';

export const therapyWord =
  /\b(?:psycho)?therap(?:y|ies|ist|ists|eutic|eutically)\b|\bcounsel+(?:or|ors|ing)\b|\bpsychiatrists?\b|\bpsychologists?\b/gi;

const clauseBreak = /[.!?;:\n]|\bbut\b|\bhowever\b|,\s+(?:it|it's|he|she|we|i|i'm|doro|they|you)\b/gi;
const negation = /\b(?:not|never|no|nor|neither|nothing|nobody|no one|none|cannot)\b|n't\b/i;
const aboutDoro = /\b(?:doro|i|i'm|i am|me|my|we|we're|our|us|this app)\b/i;
const pointedTo =
  /\b(?:(?:talk|talking|speak|speaking|go|going|turn|turning|reach out|reaching out|refer|referred|referring|bring|bringing|take|taking|write|writing|send|sending|point|pointing|went|get|getting) (?:\w+ ){0,4}to|see|seeing|ask|asking|call|calling|contact|contacting|find|finding|visit|visiting|tell|telling|consult|consulting|like|from|with) (?:a |an |your |the |their )?(?:\w+ )?$|\b(?:school|guidance) $/i;
const otherHelpers =
  /\b(?:doctor|doctors|teacher|teachers|parent|parents|nurse|nurses|gp|helpline|helplines|988|friend|friends|adult|adults|coach|coaches|family|faith leader|social worker|kids help phone|staff)\b/i;

/** "A psychiatrist can review your medication": the professional is the one who acts, not Doro. */
const helpsAsSubject = /^s? (?:can|could|will|may|might)\b/i;

export interface TherapyClaim {
  word: string;
  /** The clause the word stands in. */
  clause: string;
}

function clauseAround(text: string, index: number, length: number): { before: string; clause: string } {
  let start = 0;
  for (const match of text.matchAll(clauseBreak)) {
    const end = match.index + match[0].length;
    if (match.index >= index) break;
    start = match[0].startsWith(',') ? match.index + 1 : end;
  }
  clauseBreak.lastIndex = 0;
  const rest = text.slice(index + length);
  const stop = rest.search(/[.!?;:\n]|\bbut\b|\bhowever\b/i);
  const after = stop === -1 ? rest : rest.slice(0, stop);
  return {
    before: text.slice(start, index),
    clause: text.slice(start, index + length) + after,
  };
}

/** The yes/no question the word stands in, answered "No" by the next sentence. */
function deniedQuestion(text: string, index: number): boolean {
  const sentenceStart =
    Math.max(
      text.lastIndexOf('.', index),
      text.lastIndexOf('!', index),
      text.lastIndexOf('?', index),
      text.lastIndexOf('\n', index),
    ) + 1;
  const ends = text.slice(index).search(/[.!?\n]/);
  if (ends === -1 || text[index + ends] !== '?') return false;
  const question = text.slice(sentenceStart, index).trim();
  if (!/^(?:is|are|can|does|do|will|could|would)\b/i.test(question)) return false;
  return /^\s*no\b/i.test(text.slice(index + ends + 1));
}

/** Each mention in `text` that presents Doro as therapy or as one of those professionals (the rule above). */
export function therapyClaims(text: string): TherapyClaim[] {
  const claims: TherapyClaim[] = [];
  for (const match of text.matchAll(therapyWord)) {
    const { before, clause } = clauseAround(text, match.index, match[0].length);
    if (negation.test(before)) continue;
    if (deniedQuestion(text, match.index)) continue;
    const after = text.slice(match.index + match[0].length);
    const referral =
      !aboutDoro.test(clause) &&
      (pointedTo.test(before) || otherHelpers.test(clause.replace(match[0], '')) || helpsAsSubject.test(after));
    if (referral) continue;
    claims.push({ word: match[0], clause: clause.trim() });
  }
  return claims;
}

const blockTags = new Set([
  'p',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'div',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'table',
  'tr',
  'td',
  'th',
  'button',
  'label',
  'form',
  'fieldset',
  'legend',
  'summary',
  'details',
  'figcaption',
  'blockquote',
  'title',
  'option',
]);

/** JSX's own rule for text between tags: lines trimmed, the blank ones dropped, the rest joined by a space. */
function jsxText(raw: string): string {
  const lines = raw.split(/\r?\n/);
  if (lines.length === 1) return raw;
  return lines
    .map((line, i) => (i === 0 ? line.trimEnd() : i === lines.length - 1 ? line.trimStart() : line.trim()))
    .filter((line) => line !== '')
    .join(' ');
}

/**
 * The words a TypeScript or TSX source holds, in source order: every string and template literal on its own line,
 * JSX text joined as it renders (inline tags such as <strong> keep the sentence together; block tags break it).
 * Comments, imports and regular expressions are not text anyone reads.
 */
export function sourceText(fileName: string, source: string): string {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  let out = '';
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isJsxText(node)) {
      out += jsxText(node.text);
      return;
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const inline = ts.isJsxExpression(node.parent) && !ts.isJsxAttribute(node.parent.parent);
      out += inline ? node.text : `\n${node.text}\n`;
      return;
    }
    if (ts.isTemplateExpression(node)) {
      out += `\n${node.head.text}`;
      for (const span of node.templateSpans) {
        visit(span.expression);
        out += ` ${span.literal.text}`;
      }
      out += '\n';
      return;
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      // 'Doro is an AI, ' + 'not a therapist': one text.
      const parts: string[] = [];
      const flatten = (part: ts.Expression): void => {
        if (ts.isBinaryExpression(part) && part.operatorToken.kind === ts.SyntaxKind.PlusToken) {
          flatten(part.left);
          flatten(part.right);
        } else if (ts.isStringLiteral(part) || ts.isNoSubstitutionTemplateLiteral(part)) parts.push(part.text);
        else parts.push(' ');
      };
      flatten(node);
      out += `\n${parts.join('')}\n`;
      return;
    }
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = (ts.isJsxElement(node) ? node.openingElement : node).tagName.getText(file);
      const block = blockTags.has(tag);
      if (block) out += '\n';
      ts.forEachChild(node, visit);
      if (block) out += '\n';
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** The text of an HTML page or fragment: tags become line breaks when they are blocks, entities decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '\n')
    .replace(/<\/?([a-z0-9]+)[^>]*>/gi, (_, tag: string) => (blockTags.has(tag.toLowerCase()) ? '\n' : ''))
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&rsquo;/g, "'");
}
