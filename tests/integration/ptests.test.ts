/**
 * The questionnaire API of issue 6 against the real server and database: the list, info and questions, scoring at
 * the band boundaries through the public route and stored responses, the self-harm flag, bad input refused with a
 * message and nothing stored, and the history.
 */
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bearer, signUpTestUser, type TestUser } from './emulator-users';

const baseUrl = inject('baseUrl');
const emulatorHost = inject('emulatorHost');
const database = new Pool({ connectionString: inject('databaseUrl'), max: 2 });

type Json = Record<string, unknown>;
interface WireQuestion {
  id: string;
  position: number;
  text: string;
  options: Array<{ value: number; label: string }>;
}

let user: TestUser;

beforeAll(async () => {
  user = await signUpTestUser(emulatorHost);
  const created = await fetch(`${baseUrl}/api/users/me/`, {
    method: 'POST',
    headers: { ...bearer(user), 'content-type': 'application/json' },
    body: JSON.stringify({ uid: user.uid, email: user.email }),
  });
  if (created.status !== 201) throw new Error(`The test profile was not created: ${created.status}`);
});

afterAll(async () => {
  await database.end();
});

async function getJson(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, { headers });
  return { status: response.status, body: (await response.json()) as Json };
}

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

const questionsCache = new Map<string, WireQuestion[]>();
async function questionsOf(testId: string): Promise<WireQuestion[]> {
  if (!questionsCache.has(testId)) {
    const { status, body } = await getJson(`/api/ptests/${testId}/questions`);
    if (status !== 200) throw new Error(`GET questions of ${testId}: ${status}`);
    questionsCache.set(testId, body.questions as WireQuestion[]);
  }
  return questionsCache.get(testId)!;
}

/** Wire answers summing to `total`: items filled from the first, each up to its highest option. */
async function answersSumming(testId: string, total: number, keepLastAtMinimum = false) {
  const questions = await questionsOf(testId);
  const values = questions.map((q) => Math.min(...q.options.map((o) => o.value)));
  let rest = total - values.reduce((a, b) => a + b, 0);
  const order = [...questions.keys()];
  if (keepLastAtMinimum) order.push(order.splice(order.length - 1, 1)[0]!);
  for (const index of order) {
    const question = questions[index]!;
    const add = Math.min(rest, Math.max(...question.options.map((o) => o.value)) - values[index]!);
    values[index] = values[index]! + add;
    rest -= add;
  }
  if (rest !== 0) throw new Error(`${testId}: a total of ${total} cannot be reached`);
  return questions.map((q, index) => ({ question_id: q.id, value: values[index]! }));
}

async function storedResponses(): Promise<number> {
  const result = await database.query<{ n: string }>(
    'select count(*) as n from ptest_responses r join users u on u.id = r.user_id where u.firebase_uid = $1',
    [user.uid],
  );
  return Number(result.rows[0]!.n);
}

describe('the questionnaire list, info and questions', () => {
  it('lists the seven instruments of the reference with their categories, snake_case on the wire', async () => {
    const { status, body } = await getJson('/api/ptests/');
    expect(status).toBe(200);
    const tests = body.tests as Json[];
    expect(tests.map((test) => test.id).toSorted()).toEqual([
      'asq',
      'gad-7',
      'k10',
      'pcl-5',
      'phq-9',
      'phq-a',
      'who-5',
    ]);
    const categories = (body.categories as Json[]).map((category) => category.id);
    for (const test of tests) expect(categories).toContain(test.category);
    expect(tests.find((test) => test.id === 'phq-9')).toMatchObject({ category: 'depression', item_count: 9 });
    expect(tests.find((test) => test.id === 'pcl-5')).toMatchObject({ category: 'trauma', item_count: 20 });
    expect(typeof tests[0]!.minutes_to_complete).toBe('number');
    expect(typeof tests[0]!.short_description).toBe('string');
  });

  it('gives purpose, time frame, source, citation and licence note', async () => {
    const { status, body } = await getJson('/api/ptests/k10/info');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 'k10', time_frame: 'in the past 4 weeks', score_range: { min: 10, max: 50 } });
    for (const key of ['purpose', 'source', 'citation', 'licence_note', 'instructions']) {
      expect(String(body[key]).length).toBeGreaterThan(10);
    }
    expect((body.bands as Json[]).map((band) => band.label)).toEqual(['low', 'moderate', 'high', 'very high']);
  });

  it('gives the questions in order in exactly the wire shape of the issue', async () => {
    const response = await fetch(`${baseUrl}/api/ptests/phq-9/questions`);
    const body = (await response.json()) as { questions: WireQuestion[] };
    expect(Object.keys(body)).toEqual(['questions']);
    expect(body.questions.map((q) => q.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const question of body.questions)
      expect(Object.keys(question).toSorted()).toEqual(['id', 'options', 'position', 'text']);
    expect(body.questions[8]!.text).toBe(
      'Thoughts that you would be better off dead or of hurting yourself in some way',
    );
    expect(body.questions[0]!.options).toEqual([
      { value: 0, label: 'Not at all' },
      { value: 1, label: 'Several days' },
      { value: 2, label: 'More than half the days' },
      { value: 3, label: 'Nearly every day' },
    ]);
  });

  it('answers an unknown questionnaire with 404 and a bad id with 400, each with a message', async () => {
    for (const path of ['/api/ptests/epds/info', '/api/ptests/epds/questions']) {
      const { status, body } = await getJson(path);
      expect(status).toBe(404);
      expect(body.message).toMatch(/no questionnaire with the id epds/);
    }
    const bad = await getJson('/api/ptests/PHQ%209/info');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/questionnaire id/);
  });
});

// The reference table: on each side of every band boundary.
const boundaries: Record<string, Array<[number, string]>> = {
  'phq-9': [
    [4, 'minimal'],
    [5, 'mild'],
    [9, 'mild'],
    [10, 'moderate'],
    [14, 'moderate'],
    [15, 'moderately severe'],
    [19, 'moderately severe'],
    [20, 'severe'],
  ],
  'gad-7': [
    [4, 'minimal'],
    [5, 'mild'],
    [9, 'mild'],
    [10, 'moderate'],
    [14, 'moderate'],
    [15, 'severe'],
  ],
  'who-5': [
    [7, 'likely depression'],
    [8, 'poor wellbeing'],
    [12, 'poor wellbeing'],
    [13, 'good wellbeing'],
  ],
  k10: [
    [15, 'low'],
    [16, 'moderate'],
    [21, 'moderate'],
    [22, 'high'],
    [29, 'high'],
    [30, 'very high'],
  ],
};

describe('stored responses at every band boundary', () => {
  for (const [testId, cases] of Object.entries(boundaries)) {
    it(`${testId}: total_score and severity exactly as the reference`, async () => {
      for (const [total, severity] of cases) {
        // PHQ-9 item 9 stays at 0 wherever it can, so these totals are about the bands, not the flag.
        const answers = await answersSumming(testId, total, testId === 'phq-9');
        const { status, body } = await post(`/api/users/me/ptests/${testId}/responses`, { answers }, bearer(user));
        expect({ total, status }).toEqual({ total, status: 201 });
        expect(body).toMatchObject({ test_id: testId, total_score: total, severity });
        expect(Object.keys(body).toSorted()).toEqual([
          'created_at',
          'flags',
          'id',
          'interpretation',
          'severity',
          'source',
          'test_id',
          'total_score',
        ]);
        const scored = await post(`/api/ptests/${testId}/score`, { answers });
        expect(scored.status).toBe(200);
        expect(scored.body).toMatchObject({ total_score: total, severity });
      }
    });
  }
});

describe('the self-harm flag', () => {
  it('phq-9 with item 9 answered 1 is flagged even with a minimal total', async () => {
    const questions = await questionsOf('phq-9');
    const answers = questions.map((q) => ({ question_id: q.id, value: q.position === 9 ? 1 : 0 }));
    const { status, body } = await post('/api/users/me/ptests/phq-9/responses', { answers }, bearer(user));
    expect(status).toBe(201);
    expect(body).toMatchObject({ total_score: 1, severity: 'minimal', flags: ['self_harm_risk'] });
  });

  it('asq: a yes then a yes to the acuity item is an acute positive', async () => {
    const answers = ['asq-1', 'asq-2', 'asq-3', 'asq-4', 'asq-5'].map((id) => ({
      question_id: id,
      value: id === 'asq-2' || id === 'asq-5' ? 1 : 0,
    }));
    const { status, body } = await post('/api/ptests/asq/score', { answers });
    expect(status).toBe(200);
    expect(body).toMatchObject({ severity: 'acute positive', flags: ['self_harm_risk', 'acute_risk'] });
  });
});

describe('bad answers: 400 or 404 with a clear message, nothing stored', () => {
  const cases: Array<[string, (answers: Array<{ question_id: string; value: number }>) => unknown, number, RegExp]> = [
    ['a missing item', (a) => ({ answers: a.slice(0, 6) }), 400, /gad-7-7 is not answered/],
    [
      'an unknown item',
      (a) => ({ answers: [...a, { question_id: 'gad-7-8', value: 0 }] }),
      400,
      /gad-7-8 is not an item of gad-7/,
    ],
    [
      'a value out of the item’s range',
      (a) => ({ answers: a.map((x, i) => (i === 2 ? { ...x, value: 4 } : x)) }),
      400,
      /4 is not an allowed answer to gad-7-3/,
    ],
    [
      'a value out of any range',
      (a) => ({ answers: a.map((x, i) => (i === 0 ? { ...x, value: 99 } : x)) }),
      400,
      /answers\[0\]\.value: must be at most 10/,
    ],
    ['an item answered twice', (a) => ({ answers: [...a, a[0]] }), 400, /answered more than once/],
    ['no answers field', () => ({}), 400, /answers: is required/],
  ];

  it.each(cases)('%s', async (_name, change, status, message) => {
    const before = await storedResponses();
    const answers = await answersSumming('gad-7', 7);
    for (const path of ['/api/users/me/ptests/gad-7/responses', '/api/ptests/gad-7/score']) {
      const answer = await post(path, change(answers), bearer(user));
      expect({ path, status: answer.status }).toEqual({ path, status });
      expect(String(answer.body.message)).toMatch(message);
    }
    expect(await storedResponses()).toBe(before);
  });

  it('an unknown questionnaire id: 404, nothing stored', async () => {
    const before = await storedResponses();
    const answers = await answersSumming('gad-7', 3);
    const stored = await post('/api/users/me/ptests/epds/responses', { answers }, bearer(user));
    expect(stored.status).toBe(404);
    expect(stored.body.message).toMatch(/no questionnaire with the id epds/);
    expect((await post('/api/ptests/epds/score', { answers })).status).toBe(404);
    expect(await storedResponses()).toBe(before);
  });

  it('the public scoring route stores nothing', async () => {
    const before = await storedResponses();
    const answers = await answersSumming('gad-7', 12);
    expect((await post('/api/ptests/gad-7/score', { answers }, bearer(user))).status).toBe(200);
    expect(await storedResponses()).toBe(before);
  });

  it('saving needs an account: 401 without a token', async () => {
    const answers = await answersSumming('gad-7', 3);
    const { status, body } = await post('/api/users/me/ptests/gad-7/responses', { answers });
    expect(status).toBe(401);
    expect(body.message).toMatch(/Sign in/);
  });
});

describe('the history', () => {
  it('lists only the caller’s responses, oldest first, and deleting the user leaves none', async () => {
    const other = await signUpTestUser(emulatorHost);
    await post('/api/users/me/', { uid: other.uid, email: other.email }, bearer(other));
    const empty = await getJson('/api/users/me/ptests/responses', bearer(other));
    expect(empty).toEqual({ status: 200, body: { responses: [] } });

    for (const total of [3, 16]) {
      const answers = await answersSumming('gad-7', total);
      expect((await post('/api/users/me/ptests/gad-7/responses', { answers }, bearer(other))).status).toBe(201);
    }
    const { status, body } = await getJson('/api/users/me/ptests/responses', bearer(other));
    expect(status).toBe(200);
    const responses = body.responses as Json[];
    expect(responses.map((r) => [r.test_id, r.total_score, r.severity])).toEqual([
      ['gad-7', 3, 'minimal'],
      ['gad-7', 16, 'severe'],
    ]);
    expect(String(responses[0]!.source)).toMatch(/GAD-7/);

    await database.query('delete from users where firebase_uid = $1', [other.uid]);
    const left = await database.query('select count(*) as n from ptest_responses where id = any($1::uuid[])', [
      responses.map((r) => r.id),
    ]);
    expect(Number(left.rows[0].n)).toBe(0);
  });
});
