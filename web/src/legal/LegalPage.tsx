import { Container, Divider, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackButton } from '../components/BackButton';

export interface LegalSection {
  heading: string;
  paragraphs?: ReactNode[];
  bullets?: ReactNode[];
}

interface LegalPageProps {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/** Static legal document with a Back button. */
export function LegalPage({ title, updated, intro, sections }: LegalPageProps) {
  return (
    <Container size={760} py={{ base: 'lg', sm: 48 }}>
      <BackButton fallback="/" ml={-12} mb="md" />
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 30, sm: 40 }} style={{ letterSpacing: '-0.02em' }}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          Last updated: {updated}
        </Text>
      </Stack>
      <Text lh={1.7} mb="md">
        {intro}
      </Text>
      <Divider mb="lg" />
      <Stack gap="xl" component="article">
        {sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={`legal-${index}`}>
            <Title order={2} fz={{ base: 19, sm: 21 }} id={`legal-${index}`} mb="xs">
              {index + 1}. {section.heading}
            </Title>
            <Stack gap="sm">
              {section.paragraphs?.map((p, i) => (
                <Text key={i} lh={1.7} c="var(--mantine-color-text)">
                  {p}
                </Text>
              ))}
              {section.bullets && (
                <List spacing={6} lh={1.6} withPadding>
                  {section.bullets.map((b, i) => (
                    <List.Item key={i}>{b}</List.Item>
                  ))}
                </List>
              )}
            </Stack>
          </section>
        ))}
      </Stack>
    </Container>
  );
}
