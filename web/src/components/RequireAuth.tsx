import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuthStore } from '../stores/auth-store';
import { FullPageLoader } from './FullPageLoader';

/** Protected pages: a loader while /me resolves, then the page or a redirect to /. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useAuthStore((s) => s.status);
  if (status === 'loading') return <FullPageLoader />;
  if (status === 'anonymous') return <Navigate to="/" replace />;
  return <>{children}</>;
}
