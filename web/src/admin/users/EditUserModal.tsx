import { Select, Switch } from '@mantine/core';
import { useEffect, useState } from 'react';
import { adminApi, type AdminUser } from '../../api/admin';
import { toastSuccess } from '../../components/toast';
import { UserActionModal } from './UserActionModal';

const LEVELS = ['free', 'pro', 'enterprise'];

interface Props {
  user: AdminUser | null;
  /** An admin does not remove their own admin rights from here (they could not undo it). */
  isSelf: boolean;
  onClose: () => void;
  onSaved: (user: AdminUser) => void;
}

/** Subscription level and admin role; the server audits the change and tells the user's browser. */
export function EditUserModal({ user, isSelf, onClose, onSaved }: Props) {
  const [level, setLevel] = useState('free');
  const [isAdmin, setIsAdmin] = useState(false);

  useEffect(() => {
    if (user) {
      setLevel(user.subscriptionLevel);
      setIsAdmin(user.isAdmin);
    }
  }, [user]);

  const levels = user && !LEVELS.includes(user.subscriptionLevel) ? [...LEVELS, user.subscriptionLevel] : LEVELS;
  const changed = !!user && (level !== user.subscriptionLevel || isAdmin !== user.isAdmin);

  const save = (user: AdminUser) =>
    adminApi.changeUser(user.id, { ...(level !== user.subscriptionLevel ? { subscriptionLevel: level } : {}), ...(isAdmin !== user.isAdmin ? { isAdmin } : {}) });
  const saved = ({ user: updated }: Awaited<ReturnType<typeof save>>) => {
    onSaved(updated);
    toastSuccess('User updated', `${updated.email} is now ${updated.subscriptionLevel}${updated.isAdmin ? ', admin' : ''}.`);
  };

  return (
    <UserActionModal
      user={user}
      title="Change plan or role"
      description={user?.email}
      submitLabel="Save changes"
      canSubmit={changed}
      mutationFn={save}
      onSuccess={saved}
      onClose={onClose}
    >
      <Select label="Subscription level" data={levels} value={level} onChange={(v) => v && setLevel(v)} allowDeselect={false} />
      <Switch
        label="Administrator"
        checked={isAdmin}
        onChange={(e) => setIsAdmin(e.currentTarget.checked)}
        disabled={isSelf}
        description={isSelf ? 'You cannot change your own role.' : undefined}
      />
    </UserActionModal>
  );
}
