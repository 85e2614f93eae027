/**
 * The questionnaires in Canadian French (issue 21, decision 034) against the real server and database: the GAD-7's
 * validated French items when French is asked for (`lang` or Accept-Language) and English otherwise, instruments
 * without a usable French version keeping their English items, scores and flags the same in both languages, the
 * public cache keeping each language apart (distinct ETags, no language served for another), and a bad `lang`
 * refused with a clear 400.
 */
import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');

type Json = Record<string, unknown>;
interface WireQuestion {
  id: string;
  text: string;
  options: Array<{ value: number; label: string }>;
}

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, { headers });
  return {
    status: response.status,
    etag: response.headers.get('etag'),
    vary: response.headers.get('vary'),
    body: (await response.json()) as Json,
  };
}

async function post(path: string, body: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

const gad7French = [
  "Sentiment de nervosité, d'anxiété ou de tension",
  "Incapable d'arrêter de vous inquiéter ou de contrôler vos inquiétudes",
  'Inquiétudes excessives à propos de tout et de rien',
  'Difficulté à se détendre',
  "Agitation telle qu'il est difficile de rester tranquille",
  'Devenir facilement contrarié(e) ou irritable',
  "Avoir peur que quelque chose d'épouvantable puisse arriver",
];

describe('questionnaires in French', () => {
  it('give the GAD-7 in its validated French when asked in French, and in English when asked in English', async () => {
    // English first, then French, then English again: each answer comes from memory after its first read.
    for (const round of [1, 2]) {
      const english = await get('/api/ptests/gad-7/questions?lang=en');
      expect({ round, status: english.status }).toEqual({ round, status: 200 });
      const englishItems = english.body.questions as WireQuestion[];
      expect(englishItems[0]!.text).toBe('Feeling nervous, anxious, or on edge');
      expect(englishItems[0]!.options[0]).toEqual({ value: 0, label: 'Not at all' });

      const french = await get('/api/ptests/gad-7/questions?lang=fr-CA');
      expect(french.status).toBe(200);
      const frenchItems = french.body.questions as WireQuestion[];
      expect(frenchItems.map((question) => question.text)).toEqual(gad7French);
      expect(frenchItems[0]!.options.map((option) => option.label)).toEqual([
        'Jamais',
        'Plusieurs jours',
        'Plus de la moitié des jours',
        'Presque tous les jours',
      ]);
      // Same ids and values: an answer scores the same whichever language it was given in.
      expect(frenchItems.map((q) => [q.id, q.options.map((o) => o.value)])).toEqual(
        englishItems.map((q) => [q.id, q.options.map((o) => o.value)]),
      );
      expect(french.etag).not.toBe(english.etag);
      expect(french.vary).toBe('Accept-Language');
    }
  });

  it('follow Accept-Language when no lang is given, and lang over Accept-Language', async () => {
    const byHeader = await get('/api/ptests/gad-7/questions', { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' });
    expect((byHeader.body.questions as WireQuestion[])[0]!.text).toBe(gad7French[0]);
    const english = await get('/api/ptests/gad-7/questions', { 'accept-language': 'de-DE,en;q=0.5,fr;q=0.1' });
    expect((english.body.questions as WireQuestion[])[0]!.text).toBe('Feeling nervous, anxious, or on edge');
    expect(english.etag).not.toBe(byHeader.etag);
    const asked = await get('/api/ptests/gad-7/questions?lang=en', { 'accept-language': 'fr' });
    expect((asked.body.questions as WireQuestion[])[0]!.text).toBe('Feeling nervous, anxious, or on edge');
  });

  it('describe every questionnaire in French, keeping English items where no validated French may be used', async () => {
    const gad7 = await get('/api/ptests/gad-7/info?lang=fr-CA');
    expect(gad7.body).toMatchObject({
      items_language: 'fr-CA',
      title: 'GAD-7 : échelle du trouble d’anxiété généralisée',
      instructions:
        'Au cours des 14 derniers jours, à quelle fréquence avez-vous été dérangé(e) par les problèmes suivants ?',
    });
    expect((gad7.body.bands as Json[]).map((band) => [band.label, band.title])).toEqual([
      ['minimal', 'Minimal'],
      ['mild', 'Léger'],
      ['moderate', 'Modéré'],
      ['severe', 'Grave'],
    ]);
    const phq9 = await get('/api/ptests/phq-9/info?lang=fr-CA');
    expect(phq9.body).toMatchObject({
      items_language: 'en',
      title: 'PHQ-9 : questionnaire sur la santé du patient',
      instructions: 'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
    });
    const phq9Items = await get('/api/ptests/phq-9/questions?lang=fr-CA');
    expect((phq9Items.body.questions as WireQuestion[])[0]!.text).toBe('Little interest or pleasure in doing things');
    expect((await get('/api/ptests/gad-7/info?lang=en')).body).toMatchObject({ items_language: 'en' });

    const list = await get('/api/ptests/?lang=fr-CA');
    expect((list.body.categories as Json[]).find((category) => category.id === 'anxiety')!.title).toBe('Anxiété');
    expect((list.body.tests as Json[]).length).toBe(7);
  });

  it('score the same in both languages, with the interpretation in the language asked for', async () => {
    const answers = [3, 3, 2, 1, 1, 0, 2].map((value, index) => ({ question_id: `gad-7-${index + 1}`, value }));
    const english = await post('/api/ptests/gad-7/score?lang=en', { answers });
    const french = await post('/api/ptests/gad-7/score?lang=fr-CA', { answers });
    expect(english.status).toBe(200);
    expect(french.status).toBe(200);
    const { interpretation: englishWords, source: englishSource, ...englishScore } = english.body;
    const { interpretation: frenchWords, source: frenchSource, ...frenchScore } = french.body;
    expect(frenchScore).toEqual(englishScore);
    expect(frenchScore).toMatchObject({ total_score: 12, severity: 'moderate', flags: [] });
    expect(englishWords).toMatch(/^Moderate anxiety symptoms/);
    expect(frenchWords).toMatch(/^Symptômes d’anxiété modérés/);
    expect(frenchSource).toMatch(/version française de Pfizer/);
    expect(englishSource).not.toMatch(/française/);

    const phq9 = Array.from({ length: 9 }, (_, index) => ({
      question_id: `phq-9-${index + 1}`,
      value: index === 8 ? 1 : 0,
    }));
    const flaggedEnglish = await post('/api/ptests/phq-9/score', { answers: phq9 });
    const flaggedFrench = await post('/api/ptests/phq-9/score?lang=fr-CA', { answers: phq9 });
    expect(flaggedFrench.body.flags).toEqual(['self_harm_risk']);
    expect(flaggedFrench.body.flags).toEqual(flaggedEnglish.body.flags);
    expect(flaggedFrench.body.interpretation).toMatch(/parlez à quelqu’un aujourd’hui/);
  });

  it('refuse a language they do not have with a clear 400, on every route, and keep nothing of it', async () => {
    for (const path of [
      '/api/ptests/?lang=de',
      '/api/ptests/gad-7/info?lang=fr',
      '/api/ptests/gad-7/questions?lang=xx',
    ]) {
      // Twice: a refused read is never kept, so the second is refused too.
      for (const round of [1, 2]) {
        const refused = await get(path);
        expect({ path, round, status: refused.status }).toEqual({ path, round, status: 400 });
        expect(refused.body.message).toBe('lang: must be one of en, fr-CA');
        expect(refused.etag).toBeNull();
      }
    }
    const answers = [0, 0, 0, 0, 0, 0, 0].map((value, index) => ({ question_id: `gad-7-${index + 1}`, value }));
    const refusedScore = await post('/api/ptests/gad-7/score?lang=es', { answers });
    expect(refusedScore.status).toBe(400);
    expect(refusedScore.body.message).toBe('lang: must be one of en, fr-CA');
  });
});
