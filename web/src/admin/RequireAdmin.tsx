import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { adminApi } from '../api/admin';
import { FullPageLoader } from '../components/FullPageLoader';
import { toastError } from '../components/toast';
import { useAuthStore } from '../stores/auth-store';

type Access = 'checking' | 'allowed' | 'denied' | 'leaving';

/**
 * The admin area's gate (inside RequireAuth, which sends visitors to /). It asks the server, which reads
 * is_admin from the database; a refusal or any lookup error counts as not an admin (docs/admin.md, Access: the user goes
 * to /dashboard with Access Denied). The server enforces the same rule on every admin route.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const userId = useAuthStore((s) => s.user?.id);
  const impersonating = useAuthStore((s) => s.impersonating);
  const [access, setAccess] = useState<Access>('checking');

  useEffect(() => {
    // While impersonating, the admin area is closed by design (the server refuses it too), and this
    // gate re-runs the moment an admin starts impersonating from /admin: that is the way out, not a
    // refusal, so it leaves quietly instead of raising "Access Denied" over "Impersonation Started".
    if (impersonating) return setAccess('leaving');
    const controller = new AbortController();
    setAccess('checking');
    adminApi.access(controller.signal).then(
      () => setAccess('allowed'),
      () => {
        if (controller.signal.aborted) return;
        setAccess('denied');
        toastError('Access Denied', 'You do not have admin privileges.');
      },
    );
    return () => controller.abort();
    // The answer depends on who is acting: re-check when that changes (impersonation start or end).
  }, [userId, impersonating]);

  if (access === 'checking') return <FullPageLoader label="Checking admin access..." />;
  if (access === 'denied' || access === 'leaving') return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
