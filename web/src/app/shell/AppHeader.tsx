import { Box, Container, Group, Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { displayName, useAuthStore } from '../../stores/auth-store';
import { BackButton } from '../../components/BackButton';
import { BrandLogo } from '../../components/BrandLogo';
import { ThemeToggle } from '../../components/ThemeToggle';
import { CreditsBadge } from './CreditsBadge';
import { UserMenu } from './UserMenu';

export function AppHeader() {
  const user = useAuthStore((s) => s.user);
  const impersonating = useAuthStore((s) => s.impersonating);
  const { pathname } = useLocation();
  if (!user) return null;

  return (
    <Box
      component="header"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        background: 'var(--mantine-color-body)',
        borderBottom: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Container size="xl" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <Box hiddenFrom="sm">
              <BrandLogo compact />
            </Box>
            <Box visibleFrom="sm">
              <BrandLogo />
            </Box>
            {pathname !== '/dashboard' && (
              <>
                <BackButton fallback="/dashboard" size="compact-md" ml="md" visibleFrom="sm" />
                <BackButton fallback="/dashboard" iconOnly hiddenFrom="sm" />
              </>
            )}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <CreditsBadge credits={user.credits} linked={!impersonating} />
            <Stack gap={0} visibleFrom="md" align="flex-end" maw={240}>
              {impersonating && (
                <Text size="sm" fw={600} truncate="end" maw={240}>
                  {displayName(user)}
                </Text>
              )}
              <Text size="sm" c="dimmed" truncate="end" maw={240} data-testid="header-email">
                {user.email}
              </Text>
            </Stack>
            <ThemeToggle />
            <UserMenu user={user} impersonating={impersonating} />
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
