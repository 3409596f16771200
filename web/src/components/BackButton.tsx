import { ActionIcon, Button, type ButtonProps } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';

/** react-router keeps the history index in history.state; 0 means this tab opened on this page. */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

interface BackButtonProps extends ButtonProps {
  /** Where to go when there is no page to go back to. */
  fallback: string;
  label?: string;
  /** Arrow only (narrow headers); the label stays as the accessible name. */
  iconOnly?: boolean;
}

export function BackButton({ fallback, label = 'Back', iconOnly = false, ...props }: BackButtonProps) {
  const navigate = useNavigate();
  const goBack = () => (canGoBack() ? navigate(-1) : navigate(fallback));

  if (iconOnly) {
    const { hiddenFrom, visibleFrom, ml, mr } = props;
    return (
      <ActionIcon variant="subtle" color="gray" size="lg" onClick={goBack} aria-label={label} hiddenFrom={hiddenFrom} visibleFrom={visibleFrom} ml={ml} mr={mr}>
        <IconArrowLeft size={18} />
      </ActionIcon>
    );
  }
  return (
    <Button variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} />} onClick={goBack} {...props}>
      {label}
    </Button>
  );
}
