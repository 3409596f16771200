import { sql, type Kysely } from 'kysely';

// The whole data model of both specifications plus what a real system needs (tokens, Stripe event
// dedupe, batches, webhook deliveries, audit, outbox). Enumerations are CHECK constraints so a bad
// value can never be stored, whichever code path writes it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;

    CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL CHECK (email = lower(email) AND length(email) <= 254),
      password_hash text NOT NULL,
      first_name text,
      last_name text,
      full_name text,
      avatar_url text,
      email_verified_at timestamptz,
      subscription_level text NOT NULL DEFAULT 'free',
      subscription_status text,
      stripe_customer_id text,
      stripe_subscription_id text,
      credits integer NOT NULL DEFAULT 0 CHECK (credits >= 0),
      credits_expiry_date timestamptz,
      renewal_date timestamptz,
      start_date timestamptz,
      cancel_at_period_end boolean NOT NULL DEFAULT false,
      is_admin boolean NOT NULL DEFAULT false,
      free_team uuid[],
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX users_email_key ON users (email);
    CREATE INDEX users_created_at_idx ON users (created_at DESC);
    CREATE INDEX users_stripe_customer_idx ON users (stripe_customer_id) WHERE stripe_customer_id IS NOT NULL;
    CREATE INDEX users_email_trgm_idx ON users USING gin (email gin_trgm_ops);

    CREATE TABLE auth_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('verify_email', 'password_reset')),
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id, kind);

    CREATE TABLE pricing_plans (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      plan_name text NOT NULL UNIQUE,
      display_name text NOT NULL,
      price_cents integer NOT NULL CHECK (price_cents >= 0),
      credits integer NOT NULL CHECK (credits >= 0),
      stripe_price_id text,
      is_popular boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX pricing_plans_price_idx ON pricing_plans (price_cents);

    CREATE TABLE avatar_batches (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      admin_id uuid NOT NULL REFERENCES users(id),
      count integer NOT NULL CHECK (count BETWEEN 1 AND 1000),
      tags text[] NOT NULL DEFAULT '{}',
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'completed', 'cancelled', 'failed')),
      done integer NOT NULL DEFAULT 0,
      failed integer NOT NULL DEFAULT 0,
      last_avatar_name text,
      cancel_requested boolean NOT NULL DEFAULT false,
      started_at timestamptz,
      finished_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX avatar_batches_created_idx ON avatar_batches (created_at DESC);

    CREATE TABLE avatars (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (length(trim(name)) > 0),
      slogan text,
      job_title text,
      age integer CHECK (age IS NULL OR age BETWEEN 0 AND 130),
      gender text CHECK (gender IN ('male', 'female', 'non-binary', 'other')),
      personality text,
      education_level text CHECK (education_level IN ('high-school', 'some-college', 'bachelors', 'masters', 'doctorate')),
      location text,
      hobbies text,
      tags text[] NOT NULL DEFAULT '{}',
      avatar_image_url text,
      is_active boolean NOT NULL DEFAULT true,
      is_premium boolean NOT NULL DEFAULT false,
      income_bracket text CHECK (income_bracket IN ('under-25k', '25k-50k', '50k-75k', '75k-100k', '100k-150k', 'over-150k')),
      household_type text CHECK (household_type IN ('single', 'married-no-kids', 'married-with-kids', 'single-parent', 'roommates')),
      homeownership_status text CHECK (homeownership_status IN ('own', 'rent', 'live-with-family')),
      purchase_frequency text CHECK (purchase_frequency IN ('weekly', 'monthly', 'quarterly', 'annually', 'rarely')),
      budget_sensitivity text CHECK (budget_sensitivity IN ('very-price-sensitive', 'price-conscious', 'value-focused', 'premium-buyer')),
      preferred_buying_channel text CHECK (preferred_buying_channel IN ('online', 'in-store', 'mobile-app', 'phone', 'mixed')),
      decision_role text CHECK (decision_role IN ('primary-decision-maker', 'influencer', 'researcher', 'end-user')),
      core_values text[],
      pain_points text[],
      buying_motivations text[],
      preferred_communication text CHECK (preferred_communication IN ('email', 'phone', 'text', 'social-media', 'in-person')),
      social_platforms text[],
      tech_comfort_level text CHECK (tech_comfort_level IN ('beginner', 'intermediate', 'advanced', 'expert')),
      awareness_stage text CHECK (awareness_stage IN ('unaware', 'problem-aware', 'solution-aware', 'product-aware', 'most-aware')),
      past_brand text,
      competitor_experience text,
      communication_style text,
      "values" text,
      motivations text,
      batch_id uuid REFERENCES avatar_batches(id) ON DELETE SET NULL,
      batch_seq integer,
      seed_key text UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    -- A batch writes avatar n at most once: a resumed batch cannot duplicate.
    CREATE UNIQUE INDEX avatars_batch_seq_key ON avatars (batch_id, batch_seq) WHERE batch_id IS NOT NULL;
    CREATE INDEX avatars_active_idx ON avatars (is_active);

    CREATE TABLE sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      title text CHECK (title IS NULL OR length(title) <= 50),
      product_idea text,
      target_audience text,
      additional_context text,
      key_questions jsonb NOT NULL DEFAULT '[]',
      tags text[] NOT NULL DEFAULT '{}',
      customer_avatar text,
      websites text,
      selected_avatars uuid[] NOT NULL DEFAULT '{}',
      avatar_details jsonb,
      current_question integer NOT NULL DEFAULT 1,
      total_questions integer NOT NULL DEFAULT 0,
      status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'active', 'completed')),
      session_type text NOT NULL DEFAULT 'focus-group-v2',
      archived boolean NOT NULL DEFAULT false,
      auto_advance boolean NOT NULL DEFAULT false,
      start_cost integer,
      started_at timestamptz,
      last_saved_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX sessions_user_idx ON sessions (user_id, status, updated_at DESC);

    CREATE TABLE questions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
      question_text text NOT NULL,
      question_number integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (session_id, question_number)
    );
    CREATE INDEX questions_created_idx ON questions (created_at DESC);

    CREATE TABLE avatar_responses (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      question_id uuid NOT NULL REFERENCES questions(id) ON DELETE CASCADE,
      session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
      avatar_id uuid NOT NULL REFERENCES avatars(id),
      response_text text NOT NULL DEFAULT '',
      status text NOT NULL DEFAULT 'answered' CHECK (status IN ('answered', 'skipped')),
      error text,
      provider text,
      model text,
      tokens_in integer NOT NULL DEFAULT 0,
      tokens_out integer NOT NULL DEFAULT 0,
      latency_ms integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (question_id, avatar_id)
    );
    CREATE INDEX avatar_responses_session_idx ON avatar_responses (session_id, created_at);
    CREATE INDEX avatar_responses_created_idx ON avatar_responses (created_at DESC);

    CREATE TABLE reports (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      version integer NOT NULL DEFAULT 1,
      title text,
      status text NOT NULL DEFAULT 'generating' CHECK (status IN ('generating', 'ready', 'failed')),
      progress integer NOT NULL DEFAULT 0,
      step text,
      content jsonb,
      verdict text CHECK (verdict IN ('greenlight', 'tweaks', 'not-ready')),
      response_count integer NOT NULL DEFAULT 0,
      report_data jsonb,
      error text,
      pdf_path text,
      pdf_rendered_at timestamptz,
      is_sample boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (session_id, version)
    );
    CREATE INDEX reports_user_idx ON reports (user_id, created_at DESC);

    CREATE TABLE credit_deductions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      idempotency_key text NOT NULL UNIQUE,
      amount integer NOT NULL CHECK (amount > 0),
      description text,
      session_id uuid REFERENCES sessions(id) ON DELETE SET NULL,
      refunded_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE credit_transactions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      credits integer NOT NULL,
      remaining_credits integer CHECK (remaining_credits IS NULL OR remaining_credits >= 0),
      transaction_type text NOT NULL CHECK (transaction_type IN ('allocated', 'used', 'expired', 'refunded')),
      description text,
      expires_at timestamptz,
      batch_id uuid REFERENCES credit_transactions(id),
      deduction_id uuid REFERENCES credit_deductions(id),
      session_id uuid REFERENCES sessions(id) ON DELETE SET NULL,
      source text,
      external_ref text UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((transaction_type = 'allocated') = (remaining_credits IS NOT NULL))
    );
    CREATE INDEX credit_tx_open_batches_idx ON credit_transactions (user_id, expires_at)
      WHERE transaction_type = 'allocated' AND remaining_credits > 0;
    CREATE INDEX credit_tx_history_idx ON credit_transactions (user_id, created_at DESC);
    CREATE INDEX credit_tx_batch_idx ON credit_transactions (batch_id);
    CREATE INDEX credit_tx_expiry_idx ON credit_transactions (expires_at)
      WHERE transaction_type = 'allocated' AND remaining_credits > 0;
    -- One expiry row per batch, however often or concurrently expiry runs.
    CREATE UNIQUE INDEX credit_tx_one_expiry_key ON credit_transactions (batch_id) WHERE transaction_type = 'expired';

    CREATE TABLE stripe_events (
      id text PRIMARY KEY,
      type text NOT NULL,
      processed_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE webhook_deliveries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      kind text NOT NULL CHECK (kind IN ('webhook', 'affiliate')),
      calltype text,
      url text,
      payload jsonb NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'skipped')),
      http_status integer,
      error text,
      attempts integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX webhook_deliveries_created_idx ON webhook_deliveries (created_at DESC);

    CREATE TABLE audit_log (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
      action text NOT NULL,
      target_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      details jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC);

    CREATE TABLE email_outbox (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      to_address text NOT NULL,
      subject text NOT NULL,
      text_body text NOT NULL,
      html_body text,
      links text[] NOT NULL DEFAULT '{}',
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'stored', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      error text,
      sent_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX email_outbox_created_idx ON email_outbox (created_at DESC);
    CREATE INDEX email_outbox_to_idx ON email_outbox (to_address, created_at DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS email_outbox, audit_log, webhook_deliveries, stripe_events, credit_transactions,
      credit_deductions, reports, avatar_responses, questions, sessions, avatars, avatar_batches,
      pricing_plans, auth_tokens, users CASCADE;
  `.execute(db);
}
