import { describe, expect, it } from 'vitest';
import { importsOf, importViolation } from './import-rules';

describe('import boundaries', () => {
  it('keeps features apart', () => {
    expect(importViolation('src/features/auth/LoginForm.tsx', '../chat/ChatPage')).toMatch(/another feature/);
    expect(importViolation('src/features/auth/LoginForm.tsx', './SignupForm')).toBeNull();
    expect(importViolation('src/features/auth/forms/LoginForm.tsx', '../useAuth')).toBeNull();
  });

  it('lets features use the shared layers', () => {
    expect(importViolation('src/features/auth/LoginForm.tsx', '../../ui/Button')).toBeNull();
    expect(importViolation('src/features/auth/LoginForm.tsx', '../../machines/auth.machine')).toBeNull();
    expect(importViolation('src/features/auth/LoginForm.tsx', '../../lib/api-client')).toBeNull();
  });

  it('never lets shared folders import features', () => {
    expect(importViolation('src/ui/Header.tsx', '../features/auth/useAuth')).toMatch(/ui may not import feature/);
    expect(importViolation('src/lib/api-client.ts', '../features/auth/x')).toMatch(/lib may not import feature/);
    expect(importViolation('src/machines/auth.machine.ts', '../features/auth/x')).toMatch(/machines may not/);
  });

  it('lets the app shell compose features', () => {
    expect(importViolation('src/app/routes/login.tsx', '../../features/auth/LoginPage')).toBeNull();
  });

  it('keeps React out of machines and everything but zod and ts-rest out of the contract', () => {
    expect(importViolation('src/machines/auth.machine.ts', 'react')).toMatch(/no React/);
    expect(importViolation('src/machines/auth.machine.ts', '@xstate/react')).toMatch(/no React/);
    expect(importViolation('src/machines/auth.machine.ts', 'xstate')).toBeNull();
    expect(importViolation('src/contract/users.ts', 'zod')).toBeNull();
    expect(importViolation('src/contract/users.ts', 'firebase/auth')).toMatch(/zod and @ts-rest\/core only/);
    expect(importViolation('src/contract/users.ts', '../lib/api-client')).toMatch(/contract may not import lib/);
    expect(importViolation('src/contract/case.test.ts', 'vitest')).toBeNull();
  });

  it('lets the server reach only the contract', () => {
    expect(importViolation('server/routes/users/get-me.ts', '../../../src/contract/contract')).toBeNull();
    expect(importViolation('server/routes/users/get-me.ts', '../../../src/lib/cookies')).toMatch(
      /server may not import lib/,
    );
    expect(importViolation('src/lib/x.ts', '../../server/app')).toMatch(/may not import server/);
  });

  it('finds static, re-exported, side-effect and dynamic imports with their lines', () => {
    const text = "import a from 'a';\nexport { b } from './b';\nimport './c.css';\nconst d = await import('./d');\n";
    expect(importsOf(text)).toEqual([
      { specifier: 'a', line: 1 },
      { specifier: './b', line: 2 },
      { specifier: './c.css', line: 3 },
      { specifier: './d', line: 4 },
    ]);
  });
});
