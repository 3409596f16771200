import { Text, type TextProps } from '@mantine/core';
import { CREDIT_EXPIRY_DAYS } from '../config';

/** The 61-day rule, shown wherever credits are sold. */
export function ExpiryNotice(props: TextProps) {
  return (
    <Text size="sm" c="dimmed" ta="center" {...props}>
      All credits expire {CREDIT_EXPIRY_DAYS} days after purchase. Unused credits cannot be refunded or transferred.
    </Text>
  );
}
