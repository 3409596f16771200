import { ActionIcon, useComputedColorScheme, useMantineColorScheme, type ActionIconProps } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { fromMantineScheme } from '../theme/color-scheme';

type Props = ActionIconProps & ComponentPropsWithoutRef<'button'>;

/** The theme button: the current scheme's icon. A ref and props pass through for Menu.Target. */
export const ThemeButton = forwardRef<HTMLButtonElement, Props>(function ThemeButton(props, ref) {
  const { colorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const Icon = computed === 'dark' ? IconMoon : IconSun;
  return (
    <ActionIcon ref={ref} variant="default" size="lg" radius="md" aria-label={`Theme: ${fromMantineScheme(colorScheme)}. Change theme`} data-testid="theme-toggle" {...props}>
      <Icon size={18} stroke={1.7} />
    </ActionIcon>
  );
});
