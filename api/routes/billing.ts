import type { Router } from 'express';
import { createCheckout } from '../../core/billing/checkout.js';
import { billingRoutes as routes } from '../../core/billing/routes.js';
import { paymentsEnabled, requireStripe } from '../../core/billing/stripe.js';
import { createTopUp, listSavedCards } from '../../core/billing/top-up.js';
import type { Runtime } from '../../core/runtime.js';
import { cookieWithPrefix } from '../cookies.js';
import { contractRouter } from '../http/contract-router.js';
import { refuseWhileImpersonating } from '../middleware/auth.js';

export function billingRoutes(rt: Runtime): Router {
  const { router, add } = contractRouter('/api/billing');
  const { config } = rt;

  add(routes.config, async () => {
    const enabled = paymentsEnabled(config);
    return { enabled, publishableKey: enabled ? config.STRIPE_PUBLISHABLE_KEY! : null };
  });

  add(routes.subscription, async (_input, req) => {
    const u = req.user!;
    const level = u.subscription_level || 'free';
    const plan = await rt.db.selectFrom('pricing_plans').select('display_name').where('plan_name', '=', level).executeTakeFirst();
    return {
      level,
      planDisplayName: plan?.display_name ?? (level === 'free' ? 'Free' : level.charAt(0).toUpperCase() + level.slice(1)),
      status: u.subscription_status,
      startDate: u.start_date?.toISOString() ?? null,
      renewalDate: u.renewal_date?.toISOString() ?? null,
      cancelAtPeriodEnd: u.cancel_at_period_end,
    };
  });

  add(routes.paymentMethods, async (_input, req) => ({ paymentMethods: await listSavedCards(requireStripe(config), req.user!) }));

  // Buying is the account owner's act: an admin acting as someone must not put a card on their account.
  add(
    routes.checkout,
    async ({ body }, req) =>
      createCheckout(requireStripe(config), rt.db, {
        user: req.user!,
        planId: body.planId,
        returnTo: body.returnTo,
        fpTid: cookieWithPrefix(req, '_fprom_tid'),
        appUrl: config.APP_URL,
      }),
    [refuseWhileImpersonating],
  );

  add(routes.topUp, async ({ body }, req) => createTopUp(requireStripe(config), rt.db, req.user!, body.packageId), [refuseWhileImpersonating]);
  return router;
}
