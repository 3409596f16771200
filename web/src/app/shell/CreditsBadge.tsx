import { Box, Button, Tooltip } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

interface CreditsBadgeProps {
  credits: number;
  /** Links to the account page; off while impersonating (the account page is the admin's own). */
  linked: boolean;
}

export function CreditsBadge({ credits, linked }: CreditsBadgeProps) {
  const word = credits === 1 ? 'credit' : 'credits';
  const label = `${credits} ${word}`;
  // The number always shows; the word only where the header has room.
  const content = (
    <>
      {credits}
      <Box component="span" visibleFrom="xs" ml={4}>
        {word}
      </Box>
    </>
  );
  const common = {
    variant: 'light' as const,
    radius: 'xl' as const,
    size: 'compact-md' as const,
    leftSection: <IconCoins size={16} />,
    'data-testid': 'header-credits',
    'aria-label': `Credits balance: ${label}`,
    px: 12,
  };
  return (
    <Tooltip label="Credits balance" withArrow openDelay={300}>
      {linked ? (
        <Button component={Link} to="/account" {...common}>
          {content}
        </Button>
      ) : (
        <Button component="span" {...common} style={{ cursor: 'default' }}>
          {content}
        </Button>
      )}
    </Tooltip>
  );
}
