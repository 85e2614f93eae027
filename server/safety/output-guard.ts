/**
 * The output guard: every reply from every provider passes here before a person sees it (issue 5). A reply is
 * checked sentence by sentence: safe sentences pass unchanged, a sentence that breaks a rule (output-guard-rules.ts)
 * is replaced by one supportive line that points to help. After a self-harm method or sexual content, the rest of
 * the reply is dropped: a model that wrote one such sentence is not trusted for the next.
 *
 * Streaming (E wires this into the chat stream):
 *
 *   const guard = createStreamGuard();
 *   for await (const token of provider.stream(request)) {
 *     const safe = guard.push(token);   // '' until a sentence is complete
 *     if (safe) sendToken(safe);
 *   }
 *   const rest = guard.end();          // whatever was still buffered, checked
 *   if (rest) sendToken(rest);
 *   guard.violations                   // what was replaced, for logs (names only, never text)
 *
 * The concatenation of everything push() and end() return is the reply to store; it equals the model's text when
 * nothing was replaced. guardReply(text) is the same for a whole reply at once.
 */
import { guardRules, replacementLines, replyEndingViolations, type GuardViolation } from './output-guard-rules';
import { normaliseMessage } from './normalise';

export type { GuardViolation };

export interface GuardResult {
  safe: boolean;
  text: string;
  violations: GuardViolation[];
}

export interface StreamGuard {
  /** Takes the next token; returns the checked text that may be sent now (often ''). */
  push(token: string): string;
  /** The reply is complete: returns the checked rest of it. */
  end(): string;
  /** The rules broken so far, each once, in the order met. */
  readonly violations: readonly GuardViolation[];
}

// A sentence ends at . ! ? or … (with closing quotes or brackets) followed by white space, or at a line break.
const sentenceEnd = /[.!?\u2026]+["'\u201d\u2019)\]]*\s+|\n+/g;
// A sentence with no end in sight is still checked once it is this long, so nothing waits for ever.
const maxBufferedChars = 600;

function test(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  return pattern.test(text);
}

/** The rules one sentence breaks. */
export function sentenceViolations(sentence: string): GuardViolation[] {
  const text = normaliseMessage(sentence);
  return guardRules
    .filter((rule) => rule.patterns.some((pattern) => test(pattern, text)) && !(rule.unless && test(rule.unless, text)))
    .map((rule) => rule.violation);
}

export function createStreamGuard(): StreamGuard {
  let buffer = '';
  let stopped = false;
  const violations: GuardViolation[] = [];

  function check(sentence: string): string {
    if (stopped) return '';
    const broken = sentenceViolations(sentence);
    if (broken.length === 0) return sentence;
    const fresh = broken.filter((violation) => !violations.includes(violation));
    violations.push(...fresh);
    if (broken.some((violation) => replyEndingViolations.has(violation))) stopped = true;
    const trailingSpace = /\s*$/.exec(sentence)?.[0] || ' ';
    // A rule already answered in this reply is not answered twice: the sentence just goes.
    return fresh.length === 0 ? '' : fresh.map((violation) => replacementLines[violation]).join(' ') + trailingSpace;
  }

  function drainCompleteSentences(): string {
    let out = '';
    sentenceEnd.lastIndex = 0;
    let match: RegExpExecArray | null;
    let consumed = 0;
    while ((match = sentenceEnd.exec(buffer)) !== null) {
      const end = match.index + match[0].length;
      out += check(buffer.slice(consumed, end));
      consumed = end;
    }
    buffer = buffer.slice(consumed);
    if (buffer.length > maxBufferedChars) {
      out += check(buffer);
      buffer = '';
    }
    return out;
  }

  return {
    push(token) {
      buffer += token;
      return drainCompleteSentences();
    },
    end() {
      const out = drainCompleteSentences() + (buffer ? check(buffer) : '');
      buffer = '';
      return out;
    },
    get violations() {
      return violations;
    },
  };
}

/** Checks a whole reply at once: the same rules and replacements as the stream guard. */
export function guardReply(text: string): GuardResult {
  const guard = createStreamGuard();
  const checked = guard.push(text) + guard.end();
  const violations = [...guard.violations];
  return { safe: violations.length === 0, text: violations.length === 0 ? text : checked.trim(), violations };
}
