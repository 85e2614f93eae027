import { z } from 'zod';
import { Directiveness } from './chat-socket';
import { c, Email, errors, IsoDateTime, ShareLink, ShareLinkRequest, Uid } from './common';
import { GuardianConsent, Place } from './places';

/** The interface languages (decision 033): English, and French as written in Canada. */
export const UiLocale = z.enum(['en', 'fr-CA']);
export type UiLocale = z.infer<typeof UiLocale>;

export const User = z.object({
  uid: Uid,
  email: z.string(),
  name: z.string().nullable(),
  createdAt: IsoDateTime,
  disclaimerAcceptedAt: IsoDateTime.nullable(),
  // The last choice the user made in the directiveness popup (saved at every session start): the chat
  // preselects it. Null before the first session. The server always sends it; optional only so an answer cached
  // by a client from before it existed still reads.
  directiveness: Directiveness.nullable().optional(),
  // Where the person lives (issue 20): null when not said. placeAnsweredAt is when they answered or skipped the
  // question (null: not asked yet, so the app asks once). Optional like directiveness, for older cached answers.
  country: z.string().nullable().optional(),
  region: z.string().nullable().optional(),
  placeAnsweredAt: IsoDateTime.nullable().optional(),
  // The interface language the person chose with the switch (issue 21); null while they have not, and the browser's
  // language decides. Optional like directiveness, for older cached answers.
  locale: UiLocale.nullable().optional(),
});
export type User = z.infer<typeof User>;

/** The longest display name: it shows in the header's menu and on /profile. */
export const MAX_DISPLAY_NAME_LENGTH = 60;

/** A display name as the person sets it: surrounding spaces dropped, 1 to 60 characters left. */
export const DisplayName = z.string().trim().min(1).max(MAX_DISPLAY_NAME_LENGTH);

export const CreateProfileBody = z
  .object({
    uid: Uid,
    email: Email,
    // What sign-up asked (issue 20), all optional so a profile made later (its sign-up's POST failed) still can be:
    // where the person lives, their age in whole years (to decide the duties; only its band is kept) and, where the
    // place's law asks it for their age, a parent's or guardian's consent.
    place: Place.optional(),
    age: z.number().int().min(13).max(120).optional(),
    guardianConsent: GuardianConsent.optional(),
    // The interface language the person chose before signing up (issue 21: the switch's cookie), kept with the new
    // profile so the app and the chat's first words stay in it. Ignored when the profile already exists.
    locale: UiLocale.optional(),
  })
  .strict();
export type CreateProfileBody = z.infer<typeof CreateProfileBody>;

// The version of the medical disclaimer the user accepts (terms last updated April 1, 2025).
export const DISCLAIMER_VERSION = '2025-04-01';

// What a shared progress summary may include; the user chooses (issue 7: e.g. to show a clinician).
export const ProgressShareScope = z.enum(['questionnaires', 'sessions']);

export const ProgressShareLink = ShareLink.extend({ include: z.array(ProgressShareScope).min(1) });

const Row = z.record(z.string(), z.unknown());

export const AccountExport = z.object({
  format: z.literal('doro-export-1'),
  exportedAt: IsoDateTime,
  user: Row,
  // Each session with its summary, transcript, feedback and feedback on Doro's replies (by seq) decrypted.
  sessions: z.array(Row),
  // Every other table with a user_id column, row by row (encrypted columns appear decrypted in `sessions`).
  tables: z.record(z.string(), z.array(Row)),
});

export const SharedProgress = z.object({
  createdAt: IsoDateTime,
  expiresAt: IsoDateTime,
  // Null when the user did not choose to share that part.
  questionnaires: z
    .array(z.object({ testId: z.string(), totalScore: z.number(), severity: z.string(), completedAt: IsoDateTime }))
    .nullable(),
  sessions: z
    .array(z.object({ startedAt: IsoDateTime, minutes: z.number(), summary: z.string().nullable() }))
    .nullable(),
});
export type ProgressShareLink = z.infer<typeof ProgressShareLink>;

export const users = c.router({
  me: {
    method: 'GET',
    path: '/users/me/',
    // 404: the token is valid but the profile was not created yet (POST /users/me/ creates it).
    responses: { 200: User, ...errors(401, 404) },
    summary: 'The current user',
  },
  createProfile: {
    method: 'POST',
    path: '/users/me/',
    body: CreateProfileBody,
    // Idempotent, because the SPA calls it after every Google login: 201 when created, 200 when it already exists.
    // 403: uid or email differ from the ID token's.
    responses: { 201: User, 200: User, ...errors(400, 401, 403, 409, 429) },
    summary: 'Create the current user profile',
  },
  name: {
    method: 'GET',
    path: '/users/me/name',
    responses: { 200: z.object({ name: z.string().nullable() }), ...errors(401, 404) },
    summary: 'The display name',
  },
  // Not in the spec (which only reads the name): the person sets the name Doro shows for them on /profile.
  // Answers the updated user so both caches (userData, userDataName) can be refreshed without another call.
  setName: {
    method: 'PUT',
    path: '/users/me/name',
    body: z.object({ name: DisplayName }).strict(),
    responses: { 200: User, ...errors(400, 401, 404) },
    summary: 'Set the display name',
  },
  // Spec: "method not shown". Designed as POST with an explicit confirmation in the body, so that no stray request
  // (a prefetch, a replayed link) can erase an account. It deletes the identity-provider user and every row of the
  // user's data (issue 7), then answers 204.
  deleteAccount: {
    method: 'POST',
    path: '/users/me/delete-account',
    body: z.object({ confirm: z.literal(true) }).strict(),
    responses: { 204: c.noBody(), ...errors(400, 401, 404, 501) },
    summary: 'Delete the account and all its data',
  },
  // Spec: "method not shown". Designed as POST recording which disclaimer version was accepted; answers the
  // updated user so the cache can be refreshed without another call.
  acceptDisclaimer: {
    method: 'POST',
    path: '/users/me/accept-disclaimer',
    body: z.object({ version: z.string().min(1).max(32) }).strict(),
    responses: { 200: User, ...errors(400, 401, 404, 501) },
    summary: 'Accept the medical disclaimer',
  },
  // Not in the spec: changes the saved directiveness without starting a session (the popup's choice, issue 4).
  setDirectiveness: {
    method: 'PUT',
    path: '/users/me/directiveness',
    body: z.object({ directiveness: Directiveness }).strict(),
    responses: { 200: User, ...errors(400, 401, 404) },
    summary: 'Save how directive Doro is',
  },
  // Issue 21: the interface language chosen with the switch, kept with the account so it follows the person.
  setLocale: {
    method: 'PUT',
    path: '/users/me/locale',
    body: z.object({ locale: UiLocale }).strict(),
    responses: { 200: User, ...errors(400, 401, 404) },
    summary: 'Save the interface language',
  },
  // Issue 20: where the person lives, changed on /profile or answered once after sign-in; both null is "I'd rather
  // not say", which brings the strictest duties.
  setPlace: {
    method: 'PUT',
    path: '/users/me/place',
    body: Place,
    responses: { 200: User, ...errors(400, 401, 404) },
    summary: 'Save where I live',
  },
  // Issue 7, "download all my data": one JSON document with every row the server holds about the user, what they
  // wrote decrypted. Served as an attachment.
  exportData: {
    method: 'GET',
    path: '/users/me/export',
    responses: { 200: AccountExport, ...errors(401, 404) },
    summary: 'Download all my data',
  },
  // What a progress link shows (issue 7). Public: the token is the only key, so there is no 401; an unknown,
  // revoked or expired link is the same 404.
  sharedProgress: {
    method: 'GET',
    path: '/shared-progress/:token',
    pathParams: z.object({ token: z.string().min(1).max(128) }),
    responses: { 200: SharedProgress, ...errors(400, 404) },
    summary: 'A shared progress summary, read through its link',
  },
  // Spec: "method not shown". Designed as a small collection: GET lists the user's progress links,
  // POST creates one, DELETE .../:shareId revokes one.
  listProgressShares: {
    method: 'GET',
    path: '/users/me/share-progress',
    responses: { 200: z.object({ links: z.array(ProgressShareLink) }), ...errors(401, 404, 501) },
    summary: 'The progress links the user has made',
  },
  createProgressShare: {
    method: 'POST',
    path: '/users/me/share-progress',
    body: ShareLinkRequest.extend({
      include: z.array(ProgressShareScope).min(1).max(ProgressShareScope.options.length),
    }).strict(),
    responses: { 201: ProgressShareLink, ...errors(400, 401, 404, 429, 501) },
    summary: 'Make a revocable, expiring read-only link to a progress summary',
  },
  revokeProgressShare: {
    method: 'DELETE',
    path: '/users/me/share-progress/:shareId',
    pathParams: z.object({ shareId: z.string().uuid() }),
    body: c.noBody(),
    responses: { 204: c.noBody(), ...errors(400, 401, 404, 501) },
    summary: 'Revoke a progress link',
  },
});
