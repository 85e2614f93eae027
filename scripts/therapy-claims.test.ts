/**
 * The therapy-claim test (issue 20): every page's text (src/ and its JSX, content/ markdown, public/ HTML and the
 * manifest, index.html) and every text the server says or sends (the offline engine's texts, catalogue and content,
 * system prompts, disclosures, safety replies, any template) is read for therapy, therapist, counsellor, psychiatrist
 * and psychologist; each mention must be negated ("not a therapist") or a referral to a human ("talk to a
 * counsellor"). The rule itself is written out at the top of scripts/therapy-claims.ts.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { htmlText, sourceText, therapyClaims } from './therapy-claims';

const claimWords = (text: string) => therapyClaims(text).map((claim) => claim.word.toLowerCase());

describe('the therapy-claim rule', () => {
  it('flags a text that presents Doro as therapy or a professional', () => {
    expect(claimWords('Doro is your pocket therapist.')).toEqual(['therapist']);
    expect(claimWords('AI therapy, any hour of the day.')).toEqual(['therapy']);
    expect(claimWords('Our counsellors are here for you.')).toEqual(['counsellors']);
    expect(claimWords('Doro offers counselling when you need it.')).toEqual(['counselling']);
    expect(claimWords("I'm a psychologist trained to listen.")).toEqual(['psychologist']);
    expect(claimWords("Doro is not a human, it's a therapist.")).toEqual(['therapist']);
    expect(claimWords('Not a person. A psychiatrist in your pocket.')).toEqual(['psychiatrist']);
    expect(claimWords('Talk to Doro, the therapist who never sleeps.')).toEqual(['therapist']);
    expect(claimWords('Is Doro a therapist? Yes, and a good one.')).toEqual(['therapist']);
    expect(claimWords('Like a therapist, I listen.')).toEqual(['therapist']);
    expect(claimWords('Therapeutic conversations with Doro.')).toEqual(['therapeutic']);
  });

  it('lets a negation through', () => {
    expect(claimWords('Doro is an AI coach, not a human and not a therapist.')).toEqual([]);
    expect(claimWords('It is not a doctor, psychologist, therapist or any other health professional.')).toEqual([]);
    expect(claimWords("Doro isn't a replacement for therapy.")).toEqual([]);
    expect(claimWords("I'm an AI coach, not a crisis counsellor.")).toEqual([]);
    expect(claimWords('It does not replace your staff, counsellors or crisis pathways; it helps.')).toEqual([]);
    expect(
      claimWords('You are not a therapist, counsellor, psychologist, doctor or any licensed professional.'),
    ).toEqual([]);
  });

  it('lets a referral to a human through, but not one that speaks of Doro', () => {
    expect(claimWords('Talk to a counsellor about it.')).toEqual([]);
    expect(claimWords('You might bring your results to a doctor or counsellor.')).toEqual([]);
    expect(claimWords('Tell a trusted adult, like a teacher or a school counsellor.')).toEqual([]);
    expect(claimWords('A counsellor, a doctor, a helpline.')).toEqual([]);
    expect(claimWords('e.g. School counsellor')).toEqual([]);
    expect(claimWords('A psychiatrist can review your medication.')).toEqual([]);
    expect(claimWords('Talk to our therapists today.')).toEqual(['therapists']);
    expect(claimWords('A doctor or me, your therapist.')).toEqual(['therapist']);
  });

  it('lets a yes/no question through when the next sentence answers No', () => {
    expect(claimWords('Is Doro a person or a therapist? No. Doro is an AI coach.')).toEqual([]);
    expect(claimWords('Is Doro a person or a therapist?\n\nNo. Doro is an AI coach.')).toEqual([]);
    expect(claimWords('Need a therapist? Doro is here.')).toEqual(['therapist']);
  });

  it('reads JSX as it renders: inline tags keep a sentence, block tags end it', () => {
    const negatedAcrossInline = sourceText(
      'a.tsx',
      'const a = <p>Doro is <strong>not</strong> a <em>therapist</em>.</p>;',
    );
    expect(claimWords(negatedAcrossInline)).toEqual([]);
    const blocks = sourceText('b.tsx', 'const b = <ul><li>Not a doctor</li><li>Your therapist, any hour</li></ul>;');
    expect(claimWords(blocks)).toEqual(['therapist']);
    const joined = sourceText('c.ts', "const c = 'Doro is your ' + 'therapist.';");
    expect(claimWords(joined)).toEqual(['therapist']);
    expect(claimWords(sourceText('d.ts', '// Doro is a therapist (a comment)\nconst d = /therapist/;'))).toEqual([]);
    expect(claimWords(htmlText('<p>Not a human,</p><p>a therapist.</p>'))).toEqual(['therapist']);
  });
});

/**
 * The files whose words someone reads or hears. Left out: tests, generated route trees, styles, and the safety
 * model's word lists (server/safety/model/concept-words.ts), which hold words the model looks for in what PEOPLE
 * write ("therapist" as a cue that someone is reaching for help), never a text Doro says.
 */
function readableFiles(): string[] {
  return execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'server', 'content', 'public', 'index.html'],
    {
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((file) => /\.(tsx?|md|html|webmanifest)$/.test(file))
    .filter((file) => !/\.test\.tsx?$|\.gen\.ts$|\.css\.ts$|\.d\.ts$/.test(file))
    .filter((file) => file !== 'server/safety/model/concept-words.ts');
}

function textOf(file: string): string {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return ''; // Deleted in the working tree.
  }
  if (/\.tsx?$/.test(file)) return sourceText(file, source);
  if (file.endsWith('.html')) return htmlText(source);
  return source;
}

describe('no therapy claims anywhere', () => {
  const files = readableFiles();

  it('reads the pages, the engine texts, the prompts and the templates', () => {
    for (const needed of [
      'src/features/home/Faq.tsx',
      'src/features/challenge/days.ts',
      'content/blog/where-to-find-help-right-now.md',
      'public/crisis.html',
      'public/manifest.webmanifest',
      'index.html',
      'server/ai/offline/content/topics.ts',
      'server/ai/offline/boundaries.ts',
      'server/ai/system-prompt.ts',
      'server/ai/disclosure.ts',
    ]) {
      expect(files).toContain(needed);
    }
    expect(files.length).toBeGreaterThan(300);
  });

  it(
    'finds no text that presents Doro as therapy, a therapist, a counsellor, a psychiatrist or a psychologist',
    { timeout: 60_000 },
    () => {
      const found = files.flatMap((file) => therapyClaims(textOf(file)).map((claim) => `${file}: "${claim.clause}"`));
      expect(found).toEqual([]);
    },
  );
});
