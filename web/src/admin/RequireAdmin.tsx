import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { queries } from '../api/query-keys';
import { FullPageLoader } from '../components/FullPageLoader';
import { toastError } from '../components/toast';
import { useAuthStore } from '../stores/auth-store';

/**
 * The admin area's gate (inside RequireAuth, which sends visitors to /). It asks the server, which reads
 * is_admin from the database; a refusal or any lookup error counts as not an admin (docs/admin.md, Access: the user goes
 * to /dashboard with Access Denied). The server enforces the same rule on every admin route.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const userId = useAuthStore((s) => s.user?.id);
  const impersonating = useAuthStore((s) => s.impersonating);
  // The answer depends on who is acting: the key holds the user, so it is asked again when that changes.
  // While impersonating, the admin area is closed by design (the server refuses it too), and this
  // gate re-runs the moment an admin starts impersonating from /admin: that is the way out, not a
  // refusal, so it leaves quietly instead of raising "Access Denied" over "Impersonation Started".
  const access = useQuery({ ...queries.admin.access(userId), enabled: !impersonating });
  const denied = !impersonating && access.isError;

  useEffect(() => {
    if (denied) toastError('Access Denied', 'You do not have admin privileges.');
  }, [denied]);

  if (impersonating || denied) return <Navigate to="/dashboard" replace />;
  if (access.isPending) return <FullPageLoader label="Checking admin access..." />;
  return <>{children}</>;
}
