import { Button, Group, Loader, Modal, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { formatStepDuration, REPORT_STEPS, STEP_LABELS, stepDurations, type ReportStep, type ReportTimeline } from '../../../core/reports/contract.js';
import type { ReportGeneration } from './use-report-generation';

function StepIcon({ state }: { state: 'done' | 'running' | 'waiting' }) {
  if (state === 'running') return <Loader size={18} />;
  return (
    <ThemeIcon size={20} radius="xl" variant={state === 'done' ? 'filled' : 'light'} color={state === 'done' ? 'teal' : 'gray'}>
      {state === 'done' && <IconCheck size={12} />}
    </ThemeIcon>
  );
}

/**
 * The report job's five steps as the server reports them: a tick and the step's real duration (from
 * the job's own timestamps) as each ends, the count of coded answers while analyzing runs, and, once
 * done, the whole list with "View report". Nothing here runs on a timer.
 */
export function ReportProgressDialog({ gen }: { gen: ReportGeneration }) {
  const s = gen.state;
  const ready = s.phase === 'ready';
  const opened = ready || (s.phase === 'generating' && !s.hidden);
  const timeline: ReportTimeline | null = s.phase === 'generating' || s.phase === 'ready' ? s.timeline : null;
  const lastDone: ReportStep | null = ready ? 'finalizing' : s.phase === 'generating' ? s.step : null;
  const finished = lastDone ? REPORT_STEPS.indexOf(lastDone) : -1;
  const progress = ready ? 100 : s.phase === 'generating' ? s.progress : 0;
  const durations = timeline ? stepDurations(timeline) : {};
  const total = timeline?.ended.finalizing ? Date.parse(timeline.ended.finalizing) - Date.parse(timeline.startedAt) : null;
  const coded = timeline?.coded;

  return (
    <Modal opened={opened} onClose={ready ? gen.view : gen.hide} title={ready ? 'Report ready' : 'Generating Report'} centered closeOnClickOutside={false}>
      <Stack gap="md">
        <Progress value={progress} size="lg" radius="xl" animated={!ready} aria-label="Report progress" data-testid="generating-progress" data-progress={progress} />
        <Stack component="ol" gap={10} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Report steps">
          {REPORT_STEPS.map((step, i) => {
            const state = i <= finished ? 'done' : i === finished + 1 ? 'running' : 'waiting';
            const ms = durations[step];
            return (
              <Group key={step} component="li" gap="sm" wrap="nowrap" align="flex-start" data-testid="report-step" data-state={state}>
                <StepIcon state={state} />
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={state === 'running' ? 600 : undefined} c={state === 'waiting' ? 'dimmed' : undefined}>
                    {STEP_LABELS[step]}
                  </Text>
                  {step === 'analyzing' && coded && coded.total > 0 && (
                    <Text size="xs" c="dimmed" data-testid="answers-coded">
                      answers coded {coded.done}/{coded.total}
                    </Text>
                  )}
                </div>
                {ms !== undefined && (
                  <Text size="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'nowrap' }} data-testid="step-duration">
                    {formatStepDuration(ms)}
                  </Text>
                )}
              </Group>
            );
          })}
        </Stack>
        {ready ? (
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="generating-step">
              Report ready{total !== null ? ` in ${formatStepDuration(total)}` : ''}
            </Text>
            <Button onClick={gen.view} data-autofocus>
              View report
            </Button>
          </Group>
        ) : (
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="generating-step">
              {STEP_LABELS[REPORT_STEPS[finished + 1] ?? 'finalizing']}...
            </Text>
            <Button variant="subtle" color="gray" onClick={gen.hide}>
              Continue in background
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
