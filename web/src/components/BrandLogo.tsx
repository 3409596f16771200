import { Group, Text, UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { BRAND_NAME } from '../config';

function BrandMark({ size = 32 }: { size?: number }) {
  // Unique per instance: with a shared id, a hidden copy of the logo (mobile/desktop variants) would own
  // the gradient and every other copy would paint nothing.
  const gradientId = `brand-gradient-${useId().replace(/:/g, '')}`;
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5c7cfa" />
          <stop offset="1" stopColor="#7950f2" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradientId})`} />
      <circle cx="22" cy="26" r="7" fill="#fff" />
      <circle cx="42" cy="26" r="7" fill="#fff" opacity=".85" />
      <path d="M10 50c2-8 7-12 12-12s10 4 12 12zM30 50c2-8 7-12 12-12s10 4 12 12z" fill="#fff" opacity=".9" />
    </svg>
  );
}

/** Logo linking to /. */
export function BrandLogo({ compact = false }: { compact?: boolean }) {
  return (
    <UnstyledButton component={Link} to="/" aria-label={`${BRAND_NAME} home`}>
      <Group gap={10} wrap="nowrap">
        <BrandMark />
        {!compact && (
          <Text fw={800} fz="lg" style={{ letterSpacing: '-0.02em' }}>
            {BRAND_NAME}
          </Text>
        )}
      </Group>
    </UnstyledButton>
  );
}
