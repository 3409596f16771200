import { NumberInput, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { adminApi, type AdminUser } from '../../api/admin';
import { toastSuccess } from '../../components/toast';
import { UserActionModal } from './UserActionModal';

interface Props {
  user: AdminUser | null;
  onClose: () => void;
  onGranted: (user: AdminUser) => void;
}

/** Adds a credit batch through the ledger (it expires like any other); the server audits the grant. */
export function GrantCreditsModal({ user, onClose, onGranted }: Props) {
  const [credits, setCredits] = useState<number | string>(10);
  const [reason, setReason] = useState('');
  // One key per opening of the dialog: a double click or a retried request grants once.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());

  useEffect(() => {
    if (user) {
      setCredits(10);
      setReason('');
      setIdempotencyKey(crypto.randomUUID());
    }
  }, [user]);

  const amount = typeof credits === 'number' ? credits : Number.parseInt(credits, 10);
  const valid = Number.isInteger(amount) && amount >= 1 && amount <= 100_000 && reason.trim().length > 0;

  const grant = (user: AdminUser) => adminApi.grantCredits(user.id, amount, reason.trim(), idempotencyKey);
  const granted = (result: Awaited<ReturnType<typeof grant>>, user: AdminUser) => {
    onGranted(result.user);
    toastSuccess('Credits granted', `${amount} credits added to ${user.email}. New balance: ${result.balance}.`);
  };

  return (
    <UserActionModal
      user={user}
      title="Grant credits"
      description={
        <>
          {user?.email} has {user?.credits ?? 0} credits. Granted credits expire 61 days from today.
        </>
      }
      submitLabel="Grant credits"
      canSubmit={valid}
      mutationFn={grant}
      onSuccess={granted}
      onClose={onClose}
    >
      <NumberInput label="Credits" min={1} max={100_000} allowDecimal={false} value={credits} onChange={setCredits} required data-autofocus />
      <Textarea
        label="Reason"
        description="Kept in the audit log and shown in the user's credit history."
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        maxLength={500}
        autosize
        minRows={2}
        required
      />
    </UserActionModal>
  );
}
