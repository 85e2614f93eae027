/**
 * Where a person lives (issue 20) on the real server: sign-up sends the place, the age and, where the law asks it,
 * a guardian's consent; /profile changes the place; an account without one answers once (or skips to unknown); the
 * data export holds it all. Wire fields are snake_case.
 */
import { describe, expect, inject, it } from 'vitest';
import { bearer, signUpTestUser, type TestUser } from './emulator-users';

const baseUrl = inject('baseUrl');
const emulatorHost = inject('emulatorHost');

function send(user: TestUser, method: string, path: string, body: unknown) {
  return fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { ...bearer(user), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const createProfile = (user: TestUser, extra: Record<string, unknown> = {}) =>
  send(user, 'POST', '/users/me/', { uid: user.uid, email: user.email, ...extra });

async function exported(user: TestUser) {
  const response = await fetch(`${baseUrl}/api/users/me/export`, { headers: bearer(user) });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    user: Record<string, unknown>;
    tables: Record<string, Record<string, unknown>[]>;
  };
}

const guardian = { name: 'Marie Tremblay', email: 'Marie@Example.com', attested: true };

describe('where a person lives', () => {
  it('is stored at sign-up with the age band, and is in the profile and the export', async () => {
    const user = await signUpTestUser(emulatorHost);
    const created = await createProfile(user, { place: { country: 'US', region: 'WA' }, age: 15 });
    expect(created.status).toBe(201);
    const body = (await created.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ country: 'US', region: 'WA' });
    expect(typeof body.place_answered_at).toBe('string');
    const data = await exported(user);
    expect(data.user).toMatchObject({ country: 'US', region: 'WA', age_band: '13-17' });
    expect(data.tables.guardian_consents ?? []).toEqual([]);
  });

  it('keeps the attestation in the language the guardian read it in (issue 21), and refuses another', async () => {
    const user = await signUpTestUser(emulatorHost);
    const quebec = { place: { country: 'CA', region: 'QC' }, age: 13 };
    const refused = await createProfile(user, { ...quebec, guardianConsent: { ...guardian, language: 'de' } });
    expect(refused.status).toBe(400);
    expect((await fetch(`${baseUrl}/api/users/me/`, { headers: bearer(user) })).status).toBe(404);
    const created = await createProfile(user, { ...quebec, guardianConsent: { ...guardian, language: 'fr-CA' } });
    expect(created.status).toBe(201);
    const consents = (await exported(user)).tables.guardian_consents;
    expect(consents).toHaveLength(1);
    expect(String(consents?.[0]?.attestation)).toMatch(/^Je suis le parent ou le tuteur légal de la personne/);
  });

  it("refuses a Quebec sign-up under 14 without a guardian's consent, creating nothing", async () => {
    const user = await signUpTestUser(emulatorHost);
    const refused = await createProfile(user, { place: { country: 'CA', region: 'QC' }, age: 13 });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/guardian's consent is needed under 14/);
    expect((await fetch(`${baseUrl}/api/users/me/`, { headers: bearer(user) })).status).toBe(404);
  });

  it("stores a Quebec guardian's consent with the account, in the export, and asks none at 14 or in Ontario", async () => {
    const user = await signUpTestUser(emulatorHost);
    const created = await createProfile(user, {
      place: { country: 'CA', region: 'QC' },
      age: 13,
      guardianConsent: guardian,
    });
    expect(created.status).toBe(201);
    const consents = (await exported(user)).tables.guardian_consents;
    expect(consents).toHaveLength(1);
    expect(consents?.[0]).toMatchObject({
      guardian_name: 'Marie Tremblay',
      guardian_email: 'marie@example.com',
      jurisdiction: 'CA-QC',
      under_age: 14,
    });
    expect(String(consents?.[0]?.attestation)).toMatch(/parent or legal guardian/);

    for (const [place, age] of [
      [{ country: 'CA', region: 'QC' }, 14],
      [{ country: 'CA', region: 'ON' }, 13],
    ] as const) {
      const other = await signUpTestUser(emulatorHost);
      expect((await createProfile(other, { place, age })).status).toBe(201);
    }
  });

  it("an unknown place gets the strictest rule: under 14 needs a guardian's consent", async () => {
    const user = await signUpTestUser(emulatorHost);
    const refused = await createProfile(user, { place: { country: null, region: null }, age: 13 });
    expect(refused.status).toBe(400);
  });

  it('refuses a place that is not one: a US state in Canada, a region elsewhere, a lower-case code', async () => {
    const user = await signUpTestUser(emulatorHost);
    for (const place of [
      { country: 'CA', region: 'WA' },
      { country: 'US', region: null },
      { country: 'FR', region: 'IDF' },
      { country: 'us', region: 'WA' },
    ]) {
      const response = await createProfile(user, { place });
      expect(response.status).toBe(400);
    }
    expect((await fetch(`${baseUrl}/api/users/me/`, { headers: bearer(user) })).status).toBe(404);
  });

  it('an account without a place is asked once: answering or skipping records it, /profile changes it', async () => {
    const user = await signUpTestUser(emulatorHost);
    const created = (await (await createProfile(user)).json()) as Record<string, unknown>;
    expect(created).toMatchObject({ country: null, region: null, place_answered_at: null });

    const skipped = await send(user, 'PUT', '/users/me/place', { country: null, region: null });
    expect(skipped.status).toBe(200);
    const skippedBody = (await skipped.json()) as Record<string, unknown>;
    expect(skippedBody).toMatchObject({ country: null, region: null });
    expect(typeof skippedBody.place_answered_at).toBe('string');

    const bad = await send(user, 'PUT', '/users/me/place', { country: 'CA', region: 'XX' });
    expect(bad.status).toBe(400);
    const changed = await send(user, 'PUT', '/users/me/place', { country: 'CA', region: 'QC' });
    expect(await changed.json()).toMatchObject({ country: 'CA', region: 'QC' });
    const read = (await (await fetch(`${baseUrl}/api/users/me/`, { headers: bearer(user) })).json()) as object;
    expect(read).toMatchObject({ country: 'CA', region: 'QC' });
  });
});
