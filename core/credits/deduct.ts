import { AppError, badRequest } from '../errors.js';
import { planDraws, type Draw } from './policy.js';
import { InsufficientCreditsError, lockUser, readBalance, syncBalance, type Trx } from './store.js';

export interface DeductInput {
  userId: string;
  amount: number;
  /** One charge per key, ever: `session-start:{id}`, `report:{id}`. */
  idempotencyKey: string;
  description: string;
  sessionId?: string | null;
}

export interface Deduction {
  deductionId: string;
  amount: number;
  balance: number;
  /** True when the key had already been charged: this call charged nothing. */
  replayed: boolean;
  draws: Draw[];
}

const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505';

async function drawsOf(trx: Trx, deductionId: string): Promise<Draw[]> {
  const rows = await trx
    .selectFrom('credit_transactions')
    .select(['batch_id', 'credits'])
    .where('deduction_id', '=', deductionId)
    .where('transaction_type', '=', 'used')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ batchId: r.batch_id!, credits: -r.credits }));
}

/**
 * Charges credits inside the caller's transaction: oldest-expiring batches first, one `used` row per
 * batch touched. A key already charged returns the original deduction and charges nothing. When the
 * balance is short it throws InsufficientCreditsError before writing anything, so even a caller that
 * catches the error inside its transaction leaves no trace of the attempt.
 */
export async function deductInTx(trx: Trx, input: DeductInput, now = new Date()): Promise<Deduction> {
  const { userId, amount, idempotencyKey } = input;
  if (!Number.isInteger(amount) || amount <= 0) throw badRequest('amount must be a positive whole number');
  if (!idempotencyKey || idempotencyKey.length > 200) throw badRequest('an idempotency key of at most 200 characters is required');
  await lockUser(trx, userId);

  // Under the user lock every earlier charge of this user has committed, so this read sees a duplicate.
  const existing = await trx.selectFrom('credit_deductions').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
  if (existing) {
    if (existing.user_id !== userId || existing.amount !== amount) {
      throw new AppError(409, 'idempotency_key_reused', 'This charge key was already used for a different charge.');
    }
    const { balance } = await readBalance(trx, userId, now);
    return { deductionId: existing.id, amount, balance, replayed: true, draws: await drawsOf(trx, existing.id) };
  }

  // FOR UPDATE in expiry order: a concurrent expiry or refund of these batches waits for this charge.
  const batches = await trx
    .selectFrom('credit_transactions')
    .select(['id', 'remaining_credits'])
    .where('user_id', '=', userId)
    .where('transaction_type', '=', 'allocated')
    .where('remaining_credits', '>', 0)
    .where('expires_at', '>', now)
    .orderBy('expires_at')
    .orderBy('created_at')
    .orderBy('id')
    .forUpdate()
    .execute();
  const open = batches.map((b) => ({ id: b.id, remaining: b.remaining_credits! }));
  const draws = planDraws(open, amount);
  if (!draws)
    throw new InsufficientCreditsError(
      amount,
      open.reduce((s, b) => s + b.remaining, 0),
    );

  let deductionId: string;
  try {
    ({ id: deductionId } = await trx
      .insertInto('credit_deductions')
      .values({ user_id: userId, idempotency_key: idempotencyKey, amount, description: input.description, session_id: input.sessionId ?? null })
      .returning('id')
      .executeTakeFirstOrThrow());
  } catch (e) {
    // Only another user's charge can hold this key here (this user's are serialised by the lock).
    if (isUniqueViolation(e)) throw new AppError(409, 'idempotency_key_reused', 'This charge key was already used for a different charge.');
    throw e;
  }
  for (const d of draws) {
    await trx
      .updateTable('credit_transactions')
      .set((eb) => ({ remaining_credits: eb('remaining_credits', '-', d.credits) }))
      .where('id', '=', d.batchId)
      .execute();
  }
  await trx
    .insertInto('credit_transactions')
    .values(
      draws.map((d) => ({
        user_id: userId,
        credits: -d.credits,
        remaining_credits: null,
        transaction_type: 'used' as const,
        description: input.description,
        batch_id: d.batchId,
        deduction_id: deductionId,
        session_id: input.sessionId ?? null,
      })),
    )
    .execute();
  return { deductionId, amount, balance: await syncBalance(trx, userId, now), replayed: false, draws };
}
