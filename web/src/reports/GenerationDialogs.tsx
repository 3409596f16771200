import { Button, Group, List, Modal, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconLoader2 } from '@tabler/icons-react';
import { REPORT_COST, REPORT_STEPS, REPORT_TEXT, STEP_LABELS, type ReportStep } from '../../../core/reports/contract.js';
import { TopUpDialog } from '../billing/TopUpDialog';
import { UpgradeDialog } from '../billing/UpgradeDialog';
import { useAuthStore } from '../stores/auth-store';
import type { ReportGeneration } from './use-report-generation';

/** The step now running: the one after the last finished step (the events report finished steps). */
function runningStep(done: ReportStep | null): ReportStep {
  const i = done ? REPORT_STEPS.indexOf(done) + 1 : 0;
  return REPORT_STEPS[Math.min(i, REPORT_STEPS.length - 1)]!;
}

function ProgressModal({ gen }: { gen: ReportGeneration }) {
  const s = gen.state;
  const opened = s.phase === 'generating' && !s.hidden;
  const progress = s.phase === 'generating' ? s.progress : 0;
  const done = s.phase === 'generating' ? s.step : null;
  const current = runningStep(done);
  const finished = done ? REPORT_STEPS.indexOf(done) : -1;
  return (
    <Modal opened={opened} onClose={gen.hide} title="Generating Report" centered closeOnClickOutside={false}>
      <Stack gap="md">
        <Text fw={600} aria-live="polite" data-testid="generating-step">
          {progress >= 100 ? 'Report ready' : `${STEP_LABELS[current]}...`}
        </Text>
        <Progress value={progress} size="lg" radius="xl" animated={progress < 100} aria-label="Report progress" data-testid="generating-progress" data-progress={progress} />
        <List spacing={6} size="sm" center>
          {REPORT_STEPS.map((step, i) => (
            <List.Item
              key={step}
              c={i <= finished ? undefined : 'dimmed'}
              icon={
                <ThemeIcon size={20} radius="xl" variant={i <= finished ? 'filled' : 'light'} color={i <= finished ? 'teal' : 'gray'}>
                  {i <= finished ? <IconCheck size={12} /> : <IconLoader2 size={12} />}
                </ThemeIcon>
              }
            >
              {STEP_LABELS[step]}
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button variant="subtle" color="gray" onClick={gen.hide}>
            Continue in background
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Every dialog of the Generate Report flow: the confirmation, the progress modal, the upgrade prompt
 * for a free user and the credit dialog when credits are short. Render once per screen that generates.
 */
export function GenerationDialogs({ gen, answers }: { gen: ReportGeneration; answers?: number }) {
  const credits = useAuthStore((s) => s.user?.credits ?? 0);
  const confirming = gen.state.phase === 'confirm' || gen.state.phase === 'starting';
  return (
    <>
      <Modal opened={confirming} onClose={gen.cancel} title="Generate Report" centered>
        <Stack gap="md">
          <Text>
            An insight report analyses {answers !== undefined ? `all ${answers} answers of this session` : "this session's answers"}: sentiment per question and participant, themes,
            quotes, a verdict and recommendations.
          </Text>
          <Text size="sm" c="dimmed">
            It costs {REPORT_COST} credits. You have {credits} credit{credits === 1 ? '' : 's'}.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={gen.cancel} disabled={gen.state.phase === 'starting'}>
              Cancel
            </Button>
            <Button onClick={() => void gen.confirm()} loading={gen.state.phase === 'starting'}>
              Generate Report
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ProgressModal gen={gen} />
      <UpgradeDialog
        opened={gen.upgradeOpen}
        onClose={gen.closeUpgrade}
        title={`Upgrade to ${REPORT_TEXT.freeReportsFeature}`}
        description="Report generation requires a paid plan. Free plans include the live focus group and every avatar answer."
      />
      <TopUpDialog opened={gen.topUpOpen} onClose={gen.closeTopUp} title="Add Credits" />
    </>
  );
}
