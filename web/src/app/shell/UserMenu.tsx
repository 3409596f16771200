import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconExternalLink, IconLogout, IconMessageCircle, IconShieldLock, IconUserCircle, IconUserEdit, IconUsersGroup } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { EditProfileDialog } from '../../account/EditProfileDialog';
import { authApi } from '../../api/auth';
import type { Impersonation, User } from '../../api/types';
import { AFFILIATE_URL, FEEDBACK_URL } from '../../config';
import { displayName, useAuthStore } from '../../stores/auth-store';
import { toastFailure, toastSuccess } from '../../components/toast';

function initialsOf(user: User): string {
  const name = displayName(user);
  const parts = name.includes('@') ? [name] : name.split(/\s+/);
  return parts
    .slice(0, 2)
    .map((p) => p.charAt(0).toUpperCase())
    .join('');
}

interface UserMenuProps {
  user: User;
  impersonating: Impersonation | null;
}

export function UserMenu({ user, impersonating }: UserMenuProps) {
  const navigate = useNavigate();
  const clear = useAuthStore((s) => s.clear);
  const [profileOpen, setProfileOpen] = useState(false);
  const acting = impersonating !== null;

  const logout = useMutation({
    mutationFn: authApi.logout,
    onSuccess: () => {
      clear();
      navigate('/');
      toastSuccess('Logged out', 'You have been logged out successfully.');
    },
    onError: (error) => toastFailure('Logout failed', error),
  });
  const loggingOut = logout.isPending;

  return (
    <>
      <Menu position="bottom-end" width={240} shadow="md" withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label="Open user menu" data-testid="user-menu" style={{ borderRadius: '50%' }}>
            <Avatar src={user.avatarUrl ?? undefined} alt={displayName(user)} radius="xl" size={36} color="indigo">
              {initialsOf(user)}
            </Avatar>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate="end">
              {displayName(user)}
            </Text>
            <Text size="xs" c="dimmed" truncate="end">
              {user.email}
            </Text>
          </Menu.Label>
          <Menu.Divider />
          {!acting && (
            <>
              <Menu.Item leftSection={<IconUserEdit size={16} />} onClick={() => setProfileOpen(true)}>
                Edit Profile
              </Menu.Item>
              <Menu.Item leftSection={<IconUserCircle size={16} />} component={Link} to="/account">
                Account
              </Menu.Item>
            </>
          )}
          {!acting && user.isAdmin && (
            <Menu.Item leftSection={<IconShieldLock size={16} />} component={Link} to="/admin">
              Admin
            </Menu.Item>
          )}
          <Menu.Item
            leftSection={<IconUsersGroup size={16} />}
            rightSection={<IconExternalLink size={14} aria-hidden />}
            component="a"
            href={AFFILIATE_URL}
            target="_blank"
            rel="noopener noreferrer"
          >
            Affiliate
          </Menu.Item>
          <Menu.Item
            leftSection={<IconMessageCircle size={16} />}
            rightSection={<IconExternalLink size={14} aria-hidden />}
            component="a"
            href={FEEDBACK_URL}
            target="_blank"
            rel="noopener noreferrer"
          >
            Feedback
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item leftSection={<IconLogout size={16} />} color="red" onClick={() => logout.mutate()} disabled={loggingOut}>
            Log Out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {!acting && <EditProfileDialog opened={profileOpen} onClose={() => setProfileOpen(false)} />}
    </>
  );
}
