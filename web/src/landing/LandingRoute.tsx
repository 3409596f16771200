import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FullPageLoader } from '../components/FullPageLoader';
import { toastError, toastSuccess } from '../components/toast';
import { useAuthDialog } from '../stores/auth-dialog-store';
import { useAuthStore } from '../stores/auth-store';
import { LandingScreen } from './LandingScreen';

/**
 * `/`: visitors see the landing page, signed-in users go to the dashboard. Also the landing spot of the
 * e-mail verification link (`/?verified=1` or `/?verified=0`).
 */
export function LandingRoute() {
  const status = useAuthStore((s) => s.status);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const openDialog = useAuthDialog((s) => s.open);
  const verified = params.get('verified');
  const handled = useRef(false);

  useEffect(() => {
    if (status === 'loading' || verified === null || handled.current) return;
    handled.current = true;
    if (verified === '1') {
      toastSuccess('Email verified', 'Your email is confirmed. You can sign in now.');
      if (status === 'anonymous') openDialog('signin');
    } else {
      toastError('Verification link invalid', 'This verification link is invalid or has expired.');
    }
    const next = new URLSearchParams(params);
    next.delete('verified');
    setParams(next, { replace: true });
  }, [status, verified, params, setParams, openDialog]);

  useEffect(() => {
    if (status === 'authenticated') navigate('/dashboard', { replace: true });
  }, [status, navigate]);

  if (status === 'loading') return <FullPageLoader />;
  if (status === 'authenticated') return <FullPageLoader label="Redirecting to dashboard" />;
  return <LandingScreen />;
}
