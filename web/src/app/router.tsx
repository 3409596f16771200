import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { RequireAdmin } from '../admin/RequireAdmin';
import { FullPageLoader } from '../components/FullPageLoader';
import { RequireAuth } from '../components/RequireAuth';
import { AppLayout } from '../components/shell/AppLayout';
import { ViewerLayout } from '../components/shell/ViewerLayout';
import { LandingRoute } from '../landing/LandingRoute';
import { PublicLayout } from '../landing/PublicLayout';
import { NotFoundScreen } from './NotFoundScreen';
import { RootLayout } from './RootLayout';

// Screens load on demand (one chunk per area); the shell, landing page and auth flows are in the main bundle.
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

/** Every route of both specs. Protected routes send visitors to /. */
export const routes: RouteObject[] = [
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
        element: <ViewerLayout />,
        children: [{ path: '/pricing', ...pricing }],
      },
      {
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
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
            element: (
              <RequireAdmin>
                <Outlet />
              </RequireAdmin>
            ),
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
