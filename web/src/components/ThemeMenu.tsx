import { Menu, useMantineColorScheme } from '@mantine/core';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { fromMantineScheme, toMantineScheme, type ThemePreference } from '../theme/color-scheme';
import { ThemeButton } from './ThemeButton';

const OPTIONS: { value: ThemePreference; label: string; icon: typeof IconSun }[] = [
  { value: 'light', label: 'Light', icon: IconSun },
  { value: 'dark', label: 'Dark', icon: IconMoon },
  { value: 'system', label: 'System', icon: IconDeviceDesktop },
];

/** Light / Dark / System menu; ThemeToggle loads it on the first click. */
export function ThemeMenu({ defaultOpened }: { defaultOpened?: boolean }) {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const current = fromMantineScheme(colorScheme);

  return (
    <Menu position="bottom-end" width={160} shadow="md" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <ThemeButton />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Theme</Menu.Label>
        {OPTIONS.map(({ value, label, icon: Icon }) => (
          <Menu.Item
            key={value}
            leftSection={<Icon size={16} stroke={1.7} />}
            rightSection={current === value ? <IconCheck size={14} aria-hidden /> : null}
            onClick={() => setColorScheme(toMantineScheme(value))}
            role="menuitemradio"
            aria-checked={current === value}
            data-testid={`theme-option-${value}`}
          >
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
