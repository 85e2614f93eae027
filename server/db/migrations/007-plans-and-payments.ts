import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

// Plans, payments, promo codes and progress links (issue 7). The plans themselves live in code (server/billing/plans.ts); the
// database holds what each user bought, what was fulfilled, and announced price changes. Every user_id cascades:
// deleting an account leaves no row behind.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One current subscription per user; a change of plan updates the row.
  await sql`
    create table subscriptions (
      user_id uuid primary key references users (id) on delete cascade,
      plan_id text not null,
      status text not null check (status in ('trialing', 'active', 'past_due', 'canceled', 'incomplete')),
      mode text not null check (mode in ('stripe', 'test')),
      current_period_start timestamptz not null,
      current_period_end timestamptz not null,
      cancel_at_period_end boolean not null default false,
      stripe_customer_id text,
      stripe_subscription_id text unique,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )
  `.execute(db);

  // Every checkout started: a Stripe Checkout Session id (cs_...) or a local test-mode id. It ties a payment back to
  // the user and plan, whatever the payment provider sends.
  await sql`
    create table checkout_sessions (
      id text primary key,
      user_id uuid not null references users (id) on delete cascade,
      plan_id text not null,
      mode text not null check (mode in ('stripe', 'test')),
      status text not null default 'open' check (status in ('open', 'complete')),
      return_path text,
      created_at timestamptz not null default now(),
      completed_at timestamptz
    )
  `.execute(db);
  await sql`create index checkout_sessions_user on checkout_sessions (user_id)`.execute(db);

  // Fulfilment events already applied, by the provider's event id: a replayed event finds its row and changes
  // nothing. Events of a deleted user go with the account.
  await sql`
    create table billing_events (
      event_id text primary key,
      type text not null,
      user_id uuid references users (id) on delete cascade,
      received_at timestamptz not null default now()
    )
  `.execute(db);

  // Price changes announced for a plan; the server refuses one with less than 10 days' notice.
  await sql`
    create table plan_price_changes (
      id uuid primary key default gen_random_uuid(),
      plan_id text not null,
      amount_cents integer not null check (amount_cents >= 0),
      currency text not null check (char_length(currency) = 3),
      announced_at timestamptz not null default now(),
      effective_at timestamptz not null,
      check (effective_at >= announced_at + interval '10 days')
    )
  `.execute(db);

  // Codes are stored upper-case, so people can type them in any case.
  await sql`
    create table promo_codes (
      code text primary key check (code = upper(code)),
      granted_seconds integer not null default 0 check (granted_seconds >= 0),
      granted_sessions integer not null default 0 check (granted_sessions >= 0),
      expires_at timestamptz,
      max_redemptions integer check (max_redemptions > 0),
      redemption_count integer not null default 0,
      created_at timestamptz not null default now()
    )
  `.execute(db);

  // What a redeemed code added: minutes and sessions count toward the month it was applied in.
  await sql`
    create table promo_redemptions (
      code text not null references promo_codes (code) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      period_start date not null,
      granted_seconds integer not null,
      granted_sessions integer not null,
      redeemed_at timestamptz not null default now(),
      primary key (code, user_id)
    )
  `.execute(db);
  await sql`create index promo_redemptions_user on promo_redemptions (user_id, period_start)`.execute(db);

  // Failed promo attempts per subject (a keyed hash of an address or account), for the guessing limit.
  await sql`
    create table promo_attempt_failures (
      subject_hash text not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index promo_attempt_failures_subject on promo_attempt_failures (subject_hash, created_at)`.execute(
    db,
  );
  await sql`insert into server_secrets (name, value) values ('promo-subject-salt', ${randomBytes(32)})`.execute(db);

  // Read-only links to a progress summary the user chose to share (e.g. with a clinician). Only a hash of the
  // token is kept: a copy of the table opens nothing.
  await sql`
    create table progress_shares (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      token_hash bytea not null unique,
      include text[] not null check (include <@ array['questionnaires', 'sessions'] and cardinality(include) > 0),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz
    )
  `.execute(db);
  await sql`create index progress_shares_user on progress_shares (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table progress_shares`.execute(db);
  await sql`delete from server_secrets where name = 'promo-subject-salt'`.execute(db);
  await sql`drop table promo_attempt_failures`.execute(db);
  await sql`drop table promo_redemptions`.execute(db);
  await sql`drop table promo_codes`.execute(db);
  await sql`drop table plan_price_changes`.execute(db);
  await sql`drop table billing_events`.execute(db);
  await sql`drop table checkout_sessions`.execute(db);
  await sql`drop table subscriptions`.execute(db);
}
