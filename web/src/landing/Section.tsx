import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionProps {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  tinted?: boolean;
  children: ReactNode;
  size?: 'md' | 'lg';
}

/** One landing section: eyebrow, heading, subtitle, content. The same rhythm everywhere. */
export function Section({ id, eyebrow, title, subtitle, tinted, children, size = 'lg' }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Box component="section" id={id} aria-labelledby={headingId} py={{ base: 56, sm: 88 }} className={tinted ? 'landing-tint' : undefined} style={{ scrollMarginTop: 64 }}>
      <Container size={size}>
        <Stack gap={8} align="center" ta="center" mb={{ base: 32, sm: 48 }}>
          {eyebrow && (
            <Text c="indigo" fw={700} tt="uppercase" size="xs" style={{ letterSpacing: '0.12em' }}>
              {eyebrow}
            </Text>
          )}
          <Title id={headingId} order={2} fz={{ base: 28, sm: 38 }} lh={1.15} style={{ letterSpacing: '-0.02em' }}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" fz={{ base: 'md', sm: 'lg' }} maw={640}>
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
