import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconRocket } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { AvatarDto } from '../api/avatars';
import { AvatarProfileDialog } from '../avatars/AvatarProfileDialog';
import { TopUpDialog } from '../billing/TopUpDialog';
import { UpgradeDialog } from '../billing/UpgradeDialog';
import { FullPageLoader } from '../components/FullPageLoader';
import { QueryError } from '../components/QueryState';
import { toast } from '../components/toast';
import { useAuthStore } from '../stores/auth-store';
import { AvatarPicker } from './AvatarPicker';
import { ChooseSessionDialog } from './ChooseSessionDialog';
import { FreeTeamPanel } from './FreeTeamPanel';
import { ProjectDetailsStep } from './ProjectDetailsStep';
import { ReviewStep } from './ReviewStep';
import { SelectedTray } from './SelectedTray';
import { STEP_TITLES, StepProgress } from './StepProgress';
import { useWizardFlow } from './use-wizard-flow';
import { useWizardStore } from './wizard-store';
import { isPaidLevel, toggleAvatar } from './wizard-state';

const savedAt = (iso: string | null) => (iso ? new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }) : null);

/** /new-session, /new-session-v2 and /new-session-v2/:id (resumes that saved setup). */
export function NewSessionScreen() {
  const { id } = useParams();
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.user);
  const free = !isPaidLevel(user?.subscriptionLevel);
  const balance = user?.credits ?? 0;
  const flow = useWizardFlow(id, free);
  const { step, form, selected, lastSaved, setField, setSelected } = useWizardStore();
  const [profile, setProfile] = useState<AvatarDto | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // A new step is announced by moving focus to its heading (keyboard and screen-reader users).
  useEffect(() => {
    if (flow.phase.kind === 'ready') heading.current?.focus();
  }, [step, flow.phase.kind]);

  if (flow.phase.kind === 'loading') return <FullPageLoader />;
  if (flow.phase.kind === 'error') {
    return (
      <Container size="sm" py="xl">
        <QueryError title="Failed to load session" message={flow.phase.message} onRetry={flow.retry} />
      </Container>
    );
  }
  if (flow.phase.kind === 'choose') {
    return <ChooseSessionDialog session={flow.phase.session} busy={flow.saving} onOpen={flow.openExisting} onStartNew={flow.startNew} onClose={() => navigate('/dashboard')} />;
  }

  const group = free ? (flow.team ?? []) : selected;
  const busy = flow.saving || flow.starting;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap="md">
          <Group justify="space-between" align="baseline">
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              New focus group
            </Title>
            {lastSaved && (
              <Text size="xs" c="dimmed" aria-live="polite">
                Draft saved at {savedAt(lastSaved)}
              </Text>
            )}
          </Group>
          <StepProgress step={step} />
        </Stack>

        <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <Title order={2} fz="lg" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
              Step {step} of 3: {STEP_TITLES[step]}
            </Title>
            {step === 1 && (
              <ProjectDetailsStep
                form={form}
                errors={flow.errors}
                free={free}
                setField={setField}
                onQuestionLimit={() => flow.setPaywall({ title: 'Upgrade to add more questions', description: 'Free plan limited to 5 questions. Upgrade to add more' })}
              />
            )}
            {step === 2 &&
              (free ? (
                <FreeTeamPanel team={flow.team} error={flow.teamError} onRetry={flow.retryTeam} onUpgrade={() => flow.setPaywall({})} onViewProfile={setProfile} />
              ) : (
                <Stack gap="md">
                  <SelectedTray
                    selected={selected}
                    balance={balance}
                    onRemove={(a) => setSelected(selected.filter((x) => x.id !== a.id))}
                    onAddCredits={() => flow.setTopUpTitle('Add Credits')}
                  />
                  <AvatarPicker
                    selected={selected}
                    tags={form.tags}
                    onTags={(t) => setField('tags', t)}
                    onViewProfile={setProfile}
                    onToggle={(a) => {
                      const r = toggleAvatar(selected, a, balance);
                      setSelected(r.selected);
                      if (r.notice) toast(r.notice);
                    }}
                  />
                </Stack>
              ))}
            {step === 3 && (
              <ReviewStep form={form} avatars={group} free={free} balance={balance} onAddCredits={() => flow.setTopUpTitle('Add Credits')} onViewProfile={setProfile} />
            )}
          </Stack>
        </Card>

        <Group justify="space-between" gap="sm">
          <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={() => void flow.go((step - 1) as 1 | 2)} disabled={step === 1 || busy}>
            Back
          </Button>
          {step < 3 ? (
            <Button rightSection={<IconArrowRight size={16} aria-hidden />} onClick={() => void flow.go((step + 1) as 2 | 3)} loading={flow.saving} disabled={busy}>
              Next
            </Button>
          ) : (
            <Button leftSection={<IconRocket size={16} aria-hidden />} onClick={() => flow.start()} loading={flow.starting} disabled={busy}>
              Start Focus Group
            </Button>
          )}
        </Group>
      </Stack>

      <AvatarProfileDialog avatar={profile} onClose={() => setProfile(null)} />
      <UpgradeDialog opened={!!flow.paywall} onClose={() => flow.setPaywall(null)} title={flow.paywall?.title} description={flow.paywall?.description} />
      <TopUpDialog opened={!!flow.topUpTitle} onClose={() => flow.setTopUpTitle(null)} title={flow.topUpTitle ?? undefined} onPaid={() => void useAuthStore.getState().refresh()} />
    </Container>
  );
}
