import { isApiError } from '../api/client';
import { toastError, toastFailure } from '../components/toast';

/** What a refused paid action asks of the user: credits (402), a paid plan, or another try. */
export function showPaidActionError(error: unknown, on: { needCredits: () => void; needUpgrade: () => void; failed: string }): void {
  if (isApiError(error) && error.status === 402) {
    toastError('Insufficient Credits', error.message);
    on.needCredits();
  } else if (isApiError(error) && error.code === 'upgrade_required') {
    on.needUpgrade();
  } else {
    toastFailure('Error', error, on.failed);
  }
}
