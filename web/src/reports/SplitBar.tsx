import { Box, Group, Text, UnstyledButton } from '@mantine/core';

export interface SplitSegment {
  key: string;
  label: string;
  count: number;
  /** A Mantine color name; its filled shade follows the light or dark scheme. */
  color: string;
  onOpen: () => void;
}

/**
 * Counts as one segmented horizontal bar with a legend under it. Each non-empty segment is a button
 * (named with its count) that opens the answers behind it; the legend carries every count as text.
 */
export function SplitBar({ label, segments, size = 16 }: { label: string; segments: SplitSegment[]; size?: number }) {
  const total = segments.reduce((n, s) => n + s.count, 0);
  return (
    <div>
      <Box
        role="group"
        aria-label={label}
        display="flex"
        h={size}
        style={{ borderRadius: 'var(--mantine-radius-xl)', overflow: 'hidden', gap: 2 }}
        bg="var(--mantine-color-default-border)"
      >
        {segments
          .filter((s) => s.count > 0)
          .map((s) => (
            <UnstyledButton
              key={s.key}
              aria-label={`${s.label}: ${s.count} of ${total}`}
              title={`${s.label}: ${s.count}`}
              onClick={s.onOpen}
              data-testid={`segment-${s.key}`}
              style={{ flexGrow: s.count, flexBasis: 0, minWidth: 10, outlineOffset: -3, background: `var(--mantine-color-${s.color}-filled)` }}
            />
          ))}
      </Box>
      <Group gap="xs" mt={6}>
        {segments.map((s) => (
          <Group key={s.key} gap={4} wrap="nowrap">
            <Box w={10} h={10} style={{ borderRadius: 2, background: `var(--mantine-color-${s.color}-filled)` }} />
            <Text size="xs" c="dimmed">
              {s.label}{' '}
              <Text span size="xs" fw={700} c="var(--mantine-color-text)">
                {s.count}
              </Text>
            </Text>
          </Group>
        ))}
      </Group>
    </div>
  );
}
