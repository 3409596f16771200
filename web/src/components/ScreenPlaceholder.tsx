import { Button, Card, Container, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface PlaceholderAction {
  label: string;
  to: string;
  variant?: 'filled' | 'light' | 'default';
}

interface ScreenPlaceholderProps {
  /** Page heading: the screen's name. */
  title: string;
  /** One line under the heading. */
  subtitle?: string;
  icon: ReactNode;
  /** The empty-state card: what this screen holds. */
  cardTitle: string;
  cardDescription: string;
  actions?: PlaceholderAction[];
  /** Extra facts about the current route (an id, a query flag). */
  meta?: ReactNode;
}

/**
 * The frame of a screen whose content another area owns: page heading plus an empty-state card that
 * names the screen and offers the next useful step. Replace the card, keep the heading.
 */
export function ScreenPlaceholder({ title, subtitle, icon, cardTitle, cardDescription, actions = [], meta }: ScreenPlaceholderProps) {
  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" mt={4}>
              {subtitle}
            </Text>
          )}
        </div>
        <Card withBorder radius="lg" padding="xl" data-testid="screen-placeholder">
          <EmptyState
            variant="light"
            size="lg"
            icon={icon}
            title={cardTitle}
            description={cardDescription}
            py={{ base: 'md', sm: 'xl' }}
          >
            {meta && (
              <Text size="sm" c="dimmed" ta="center">
                {meta}
              </Text>
            )}
            {actions.length > 0 && (
              <EmptyState.Actions>
                <Group justify="center" gap="sm">
                  {actions.map((action, index) => (
                    <Button
                      key={action.to}
                      component={Link}
                      to={action.to}
                      variant={action.variant ?? (index === 0 ? 'filled' : 'default')}
                    >
                      {action.label}
                    </Button>
                  ))}
                </Group>
              </EmptyState.Actions>
            )}
          </EmptyState>
        </Card>
      </Stack>
    </Container>
  );
}
