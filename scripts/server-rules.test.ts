import { describe, expect, it } from 'vitest';
import { importsOf } from './import-rules';
import { maxServerFileLines, oversizeProblem, routeDatabaseProblems } from './server-rules';

const routeProblems = (file: string, text: string) =>
  routeDatabaseProblems(file, text, importsOf(text)).map((problem) => `${problem.line}: ${problem.why}`);

describe('route handlers reach the database only through stores', () => {
  it('refuses a handler that imports the database layer or a driver', () => {
    const text = [
      "import { sql } from 'kysely';",
      "import type { UserRow } from '../../db/schema';",
      "import { Pool } from 'pg';",
      "import { databaseReady } from '../../db/ready';",
    ].join('\n');
    expect(routeProblems('server/routes/users/me.ts', text)).toEqual([
      '1: route handlers use stores, never the database driver ("kysely")',
      '2: route handlers use stores, never the database layer (server/db/schema)',
      '3: route handlers use stores, never the database driver ("pg")',
      '4: route handlers use stores, never the database layer (server/db/ready)',
    ]);
  });

  it('refuses a handler that takes the handle out of its deps, whatever it does with it', () => {
    expect(
      routeProblems('server/routes/users/set-name.ts', 'export const setName = ({ db }: RouteDeps) => 1;'),
    ).toHaveLength(1);
    expect(routeProblems('server/routes/users/me.ts', 'const row = await deps.db.updateTable("users");')).toHaveLength(
      1,
    );
    expect(routeProblems('server/routes/checkout/plans.ts', 'await planPricing(billing.db, plans, now);')).toHaveLength(
      1,
    );
    expect(routeProblems('server/routes/x/y.ts', 'recordAccess({ db, config }, log, entry);')).toHaveLength(1);
  });

  it('lets a handler call stores, and lets the rest of the server use the database', () => {
    const handler = [
      "import { storesFor } from '../../stores';",
      "import type { UserRow } from '../../users/user-store';",
      'const row = await storesFor(deps).users.setName(uid, body.name);',
      '// deps.db is not reached for here: this is a comment.',
    ].join('\n');
    expect(routeProblems('server/routes/users/set-name.ts', handler)).toEqual([]);
    const store =
      "import { sql } from 'kysely';\nimport type { Database } from '../db/schema';\nawait deps.db.selectFrom('users');";
    expect(routeProblems('server/users/user-store.ts', store)).toEqual([]);
  });

  it('lets off only the files named with a reason', () => {
    const text = "import type { Database } from '../db/schema';\nexport interface RouteDeps { db: Kysely<Database> }";
    expect(routeProblems('server/routes/deps.ts', text)).toEqual([]);
    expect(routeProblems('server/routes/sessions/deps.ts', text)).not.toEqual([]);
  });
});

const lines = (count: number) =>
  `${Array.from({ length: count }, (_, index) => `const a${index} = ${index};`).join('\n')}\n`;

describe('server files stay short', () => {
  it(`refuses a server file over ${maxServerFileLines} lines and accepts one at the limit`, () => {
    expect(oversizeProblem('server/ai/offline/catalogue.ts', lines(maxServerFileLines))).toBeNull();
    expect(oversizeProblem('server/ai/offline/catalogue.ts', lines(maxServerFileLines + 1))?.why).toBe(
      `${maxServerFileLines + 1} lines: a server file stays at ${maxServerFileLines} lines or fewer; split it into parts with one job each`,
    );
  });

  it('leaves tests and files outside server/ alone', () => {
    expect(oversizeProblem('server/ai/offline/engine.test.ts', lines(900))).toBeNull();
    expect(oversizeProblem('src/features/chat/ChatPage.tsx', lines(900))).toBeNull();
    expect(oversizeProblem('scripts/bench.ts', lines(900))).toBeNull();
  });
});
