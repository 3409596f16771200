import { PublicLayout } from '../../landing/PublicLayout';
import { useAuthStore } from '../../stores/auth-store';
import { FullPageLoader } from '../../components/FullPageLoader';
import { AppLayout } from './AppLayout';

/** Pages open to everyone (pricing): the app shell for a signed-in user, the public frame otherwise. */
export function ViewerLayout() {
  const status = useAuthStore((s) => s.status);
  if (status === 'loading') return <FullPageLoader />;
  return status === 'authenticated' ? <AppLayout /> : <PublicLayout />;
}
