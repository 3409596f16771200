import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { FullPageLoader } from '../components/FullPageLoader';
import { RequireAuth } from '../components/RequireAuth';
import { LandingRoute } from '../landing/LandingRoute';
import { PublicLayout } from '../landing/PublicLayout';
import { NotFoundScreen } from './NotFoundScreen';
import { RootLayout } from './RootLayout';

// Screens load on demand (one chunk per area); only the landing page is in the main bundle, so a first
// visit downloads no app shell, account menu or admin code (the JS budget in tests/build/ holds this).
const screen = (load: () => Promise<{ Component: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({ lazy: load });

const dashboard = screen(async () => ({ Component: (await import('../dashboard/DashboardScreen')).DashboardScreen }));
const account = screen(async () => ({ Component: (await import('../account/AccountScreen')).AccountScreen }));
const pricing = screen(async () => ({ Component: (await import('../pricing/PricingScreen')).PricingScreen }));
const wizard = screen(async () => ({ Component: (await import('../wizard/NewSessionScreen')).NewSessionScreen }));
const session = screen(async () => ({ Component: (await import('../session/SessionScreen')).SessionScreen }));
const results = screen(async () => ({ Component: (await import('../reports/ResultsScreen')).ResultsScreen }));
const report = screen(async () => ({ Component: (await import('../reports/ReportScreen')).ReportScreen }));
const archive = screen(async () => ({ Component: (await import('../reports/ArchiveScreen')).ArchiveScreen }));
const admin = screen(async () => ({ Component: (await import('../admin/AdminScreen')).AdminScreen }));
const terms = screen(async () => ({ Component: (await import('../legal/TermsScreen')).TermsScreen }));
const privacy = screen(async () => ({ Component: (await import('../legal/PrivacyScreen')).PrivacyScreen }));
const resetPassword = screen(async () => ({ Component: (await import('../auth/ResetPasswordScreen')).ResetPasswordScreen }));

// The signed-in shell (header, user menu, profile dialog) and the admin gate load with the first page
// that needs them, in parallel with that page's own chunk: the router resolves the `lazy` of every
// matched route at once.
const signedInShell = screen(async () => {
  const { AppLayout } = await import('./shell/AppLayout');
  return {
    Component: function SignedInShell() {
      return (
        <RequireAuth>
          <AppLayout />
        </RequireAuth>
      );
    },
  };
});
const viewerShell = screen(async () => ({ Component: (await import('./shell/ViewerLayout')).ViewerLayout }));
const adminGate = screen(async () => {
  const { RequireAdmin } = await import('../admin/RequireAdmin');
  return {
    Component: function AdminGate() {
      return (
        <RequireAdmin>
          <Outlet />
        </RequireAdmin>
      );
    },
  };
});

/** Every route of the product (docs/accounts-plans-credits.md, docs/sessions-and-reports.md, docs/admin.md). Protected routes send visitors to /. */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { path: '/', element: <LandingRoute /> },
      { path: '/reset-password', ...resetPassword },
      {
        element: <PublicLayout />,
        children: [
          { path: '/terms', ...terms },
          { path: '/privacy', ...privacy },
        ],
      },
      {
        ...viewerShell,
        children: [{ path: '/pricing', ...pricing }],
      },
      {
        ...signedInShell,
        children: [
          { path: '/dashboard', ...dashboard },
          { path: '/account', ...account },
          { path: '/new-session', ...wizard },
          { path: '/new-session-v2', ...wizard },
          { path: '/new-session-v2/:id', ...wizard },
          { path: '/session/:id', ...session },
          { path: '/focus-group-v2/:id', ...session },
          { path: '/results/:id', ...results },
          { path: '/report/:sessionId', ...report },
          { path: '/archive', ...archive },
          { path: '/reports', ...archive },
          {
            path: '/admin',
            ...adminGate,
            children: [{ index: true, ...admin }],
          },
        ],
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
