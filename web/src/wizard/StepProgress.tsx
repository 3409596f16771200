import { Box, Group, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { WizardStep } from './wizard-state';

export const STEP_TITLES: Record<WizardStep, string> = {
  1: 'Project Details',
  2: 'Select Avatars & Tags',
  3: 'Review & Start',
};

/** The three progress dots, with the step names beside them from tablet width up. */
export function StepProgress({ step }: { step: WizardStep }) {
  return (
    <Box component="ol" aria-label="Setup progress" m={0} p={0} style={{ listStyle: 'none' }}>
      <Group gap="xs" wrap="nowrap" justify="center">
        {([1, 2, 3] as const).map((n) => {
          const done = n < step;
          const current = n === step;
          return (
            <Group key={n} component="li" gap={6} wrap="nowrap" aria-current={current ? 'step' : undefined}>
              {n > 1 && <Box w={{ base: 16, sm: 32 }} h={2} bg={done || current ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'} aria-hidden />}
              <ThemeIcon radius="xl" size={current ? 28 : 22} variant={done || current ? 'filled' : 'default'} aria-hidden>
                {done ? (
                  <IconCheck size={14} />
                ) : (
                  <Text size="xs" fw={700}>
                    {n}
                  </Text>
                )}
              </ThemeIcon>
              <Text size="sm" fw={current ? 700 : 500} c={current ? undefined : 'dimmed'} visibleFrom="sm">
                {STEP_TITLES[n]}
              </Text>
              {/* On phones only the dots show; screen readers still hear the step names. */}
              <VisuallyHidden hiddenFrom="sm">{`Step ${n}: ${STEP_TITLES[n]}${done ? ', done' : ''}`}</VisuallyHidden>
            </Group>
          );
        })}
      </Group>
    </Box>
  );
}
