import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { BrandLogo } from '../components/BrandLogo';

export function NotFoundScreen() {
  return (
    <Center component="main" id="main" mih="100dvh" p="md" className="app-surface">
      <Stack align="center" gap="lg" ta="center" maw={420}>
        <BrandLogo />
        <Text fz={{ base: 96, sm: 128 }} fw={900} lh={1} className="gradient-text" aria-hidden style={{ letterSpacing: '-0.05em' }}>
          404
        </Text>
        <Stack gap={6}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Page not found
          </Title>
          <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
        </Stack>
        <Button component={Link} to="/" size="md" leftSection={<IconHome size={18} />}>
          Return to Home
        </Button>
      </Stack>
    </Center>
  );
}
