import { Box, Group, Stack, Text } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';

/** The clickable thumbnail: drawn in SVG/CSS, so nothing is fetched until (and after) it is played. */
export function VideoPoster({ onPlay, title, caption }: { onPlay: () => void; title: string; caption: string }) {
  return (
    <button type="button" className="video-poster" onClick={onPlay} aria-label={`Play: ${title}`}>
      <svg viewBox="0 0 160 90" preserveAspectRatio="xMidYMid slice" aria-hidden="true" style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0.35 }}>
        {Array.from({ length: 7 }, (_, i) => (
          <circle key={i} cx={12 + i * 24} cy={i % 2 ? 70 : 22} r={i % 3 === 0 ? 14 : 9} fill="#fff" opacity={0.18 + (i % 3) * 0.08} />
        ))}
        <rect x="92" y="14" width="56" height="34" rx="5" fill="#fff" opacity="0.22" />
        <rect x="98" y="21" width="36" height="4" rx="2" fill="#fff" opacity="0.6" />
        <rect x="98" y="29" width="44" height="4" rx="2" fill="#fff" opacity="0.45" />
        <rect x="98" y="37" width="28" height="4" rx="2" fill="#fff" opacity="0.45" />
      </svg>
      <Stack justify="center" align="center" gap="md" style={{ position: 'absolute', inset: 0 }} p="md">
        <Box
          className="play-button"
          w={{ base: 60, sm: 84 }}
          h={{ base: 60, sm: 84 }}
          style={{
            borderRadius: '50%',
            background: 'rgba(255,255,255,0.95)',
            display: 'grid',
            placeItems: 'center',
            boxShadow: '0 12px 40px rgba(0,0,0,0.25)',
          }}
        >
          <IconPlayerPlayFilled size={30} color="#5f3dc4" style={{ marginLeft: 4 }} />
        </Box>
        <Stack gap={2} align="center">
          <Text fw={700} fz={{ base: 'md', sm: 'xl' }} c="white" ta="center">
            {title}
          </Text>
          <Group gap={6}>
            <Text size="sm" c="rgba(255,255,255,0.85)" ta="center">
              {caption}
            </Text>
          </Group>
        </Stack>
      </Stack>
    </button>
  );
}
