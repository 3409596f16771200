import { sql, type Kysely } from 'kysely';

// What the credits ledger and the Stripe webhook need beyond the initial model.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- Stripe does not deliver events in order: the subscription columns follow the newest event applied,
    -- and an older one (a retried renewal, a late checkout) may still grant what it paid for but never
    -- rolls the plan back.
    ALTER TABLE users ADD COLUMN billing_state_at timestamptz;

    -- A refund reads the rows a deduction wrote; a user's deductions are listed by the admin screens.
    CREATE INDEX credit_tx_deduction_idx ON credit_transactions (deduction_id) WHERE deduction_id IS NOT NULL;
    CREATE INDEX credit_deductions_user_idx ON credit_deductions (user_id, created_at DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS credit_deductions_user_idx;
    DROP INDEX IF EXISTS credit_tx_deduction_idx;
    ALTER TABLE users DROP COLUMN IF EXISTS billing_state_at;
  `.execute(db);
}
