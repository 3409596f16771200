import { Router } from 'express';
import { z } from 'zod';
import { createCheckout } from '../../core/billing/checkout.js';
import { PACKAGE_IDS, type BillingConfigDto, type SubscriptionDto } from '../../core/billing/packages.js';
import { paymentsEnabled, requireStripe } from '../../core/billing/stripe.js';
import { createTopUp, listSavedCards } from '../../core/billing/top-up.js';
import type { Runtime } from '../../core/runtime.js';
import { cookieWithPrefix } from '../cookies.js';
import { refuseWhileImpersonating, requireAuth } from '../middleware/auth.js';
import { validate } from '../middleware/validate.js';

const checkoutBody = z.strictObject({
  planId: z.uuid('must be a plan id'),
  returnTo: z.enum(['account', 'dashboard']).optional(),
});
// Only a package id: the price and the credits are the server's, never the browser's.
const topUpBody = z.strictObject({ packageId: z.enum(PACKAGE_IDS) });

export function billingRoutes(rt: Runtime): Router {
  const r = Router();
  const { config } = rt;

  r.get('/config', (_req, res) => {
    const enabled = paymentsEnabled(config);
    const body: BillingConfigDto = { enabled, publishableKey: enabled ? config.STRIPE_PUBLISHABLE_KEY! : null };
    res.json(body);
  });

  r.get('/subscription', requireAuth, async (req, res) => {
    const u = req.user!;
    const level = u.subscription_level || 'free';
    const plan = await rt.db.selectFrom('pricing_plans').select('display_name').where('plan_name', '=', level).executeTakeFirst();
    const body: SubscriptionDto = {
      level,
      planDisplayName: plan?.display_name ?? (level === 'free' ? 'Free' : level.charAt(0).toUpperCase() + level.slice(1)),
      status: u.subscription_status,
      startDate: u.start_date?.toISOString() ?? null,
      renewalDate: u.renewal_date?.toISOString() ?? null,
      cancelAtPeriodEnd: u.cancel_at_period_end,
    };
    res.json(body);
  });

  r.get('/payment-methods', requireAuth, async (req, res) => {
    res.json({ paymentMethods: await listSavedCards(requireStripe(config), req.user!) });
  });

  // Buying is the account owner's act: an admin acting as someone must not put a card on their account.
  r.post('/checkout', requireAuth, refuseWhileImpersonating, validate(checkoutBody), async (req, res) => {
    const body = req.body as z.infer<typeof checkoutBody>;
    const result = await createCheckout(requireStripe(config), rt.db, {
      user: req.user!,
      planId: body.planId,
      returnTo: body.returnTo,
      fpTid: cookieWithPrefix(req, '_fprom_tid'),
      appUrl: config.APP_URL,
    });
    res.json(result);
  });

  r.post('/top-up', requireAuth, refuseWhileImpersonating, validate(topUpBody), async (req, res) => {
    const body = req.body as z.infer<typeof topUpBody>;
    res.json(await createTopUp(requireStripe(config), rt.db, req.user!, body.packageId));
  });
  return r;
}
