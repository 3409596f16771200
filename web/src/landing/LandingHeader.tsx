import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BrandLogo } from '../components/BrandLogo';
import { ThemeToggle } from '../components/ThemeToggle';
import { useAuthDialog } from '../stores/auth-dialog-store';
import { useAuthStore } from '../stores/auth-store';

const SECTIONS = [
  { label: 'How it works', hash: 'how-it-works' },
  { label: 'FAQ', hash: 'faq' },
  { label: 'Pricing', hash: 'pricing' },
];

interface LandingHeaderProps {
  /** On the landing page the section links scroll in place; elsewhere they lead back to it. */
  onLanding?: boolean;
}

export function LandingHeader({ onLanding = false }: LandingHeaderProps) {
  const openDialog = useAuthDialog((s) => s.open);
  const signedIn = useAuthStore((s) => s.status === 'authenticated');

  return (
    <Box
      component="header"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        backdropFilter: 'saturate(180%) blur(12px)',
        WebkitBackdropFilter: 'saturate(180%) blur(12px)',
        background: 'color-mix(in srgb, var(--mantine-color-body) 82%, transparent)',
        borderBottom: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <BrandLogo />
          <Group gap="xl" visibleFrom="md" component="nav" aria-label="Sections">
            {SECTIONS.map((s) => (
              <Anchor key={s.hash} href={onLanding ? `#${s.hash}` : `/#${s.hash}`} c="dimmed" fw={500} size="sm" underline="never">
                {s.label}
              </Anchor>
            ))}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <ThemeToggle />
            {signedIn ? (
              <Button component={Link} to="/dashboard">
                Dashboard
              </Button>
            ) : (
              <>
                <Button variant="default" onClick={() => openDialog('signin')}>
                  Login
                </Button>
                <Button visibleFrom="sm" onClick={() => openDialog('signup')}>
                  Join Now
                </Button>
              </>
            )}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
