import { Alert, Button, Card, Group, Loader, Progress, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import { TopUpDialog } from '../billing/TopUpDialog';
import { QueryState } from '../components/QueryState';
import { UpgradeDialog } from '../billing/UpgradeDialog';
import { RERUN_TEXT, STABILITY_NOTE, STABILITY_UNCERTAIN, stabilityRows, type RerunDto, type StabilitySummary } from '../../../core/stability/contract.js';
import { RerunDialog } from './RerunDialog';
import { usePanelRerun } from './use-panel-rerun';
import { VerdictBadge } from './VerdictBadge';

// Figures read down their columns: right-aligned, same-width digits, a range never broken over two lines.
const FIGURE_CELL = { ta: 'right', style: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } } as const;

function Summary({ summary }: { summary: StabilitySummary }) {
  const n = summary.reruns.length;
  const held = summary.held === n;
  return (
    <>
      <Group gap={6} wrap="nowrap" align="center">
        <ThemeIcon variant="light" color={held ? 'teal' : 'orange'} size="sm" radius="xl" aria-hidden>
          {held ? <IconCircleCheck size={14} /> : <IconAlertTriangle size={14} />}
        </ThemeIcon>
        <Text size="sm" fw={600} data-testid="verdict-held">
          The verdict held in {summary.held} of {n} reruns.
        </Text>
      </Group>
      {/* Each label stays with its badges when the line wraps on a phone. */}
      <Group gap="sm" mt={6} mb="sm" data-testid="rerun-verdicts">
        <Group gap={6} wrap="nowrap">
          <Text size="sm" c="dimmed">
            This session:
          </Text>
          <VerdictBadge verdict={summary.original.verdict} data-testid="rerun-verdict" />
        </Group>
        <Group gap={6}>
          <Text size="sm" c="dimmed">
            Reruns:
          </Text>
          {summary.reruns.map((r) => (
            <VerdictBadge key={r.run} verdict={r.verdict} data-testid="rerun-verdict" />
          ))}
        </Group>
      </Group>
      {!held && (
        <Alert color="orange" variant="light" mb="sm" p="xs">
          {STABILITY_UNCERTAIN}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={320}>
        <Table striped withTableBorder data-testid="stability-ranges">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Figure</Table.Th>
              <Table.Th ta="right">This session</Table.Th>
              <Table.Th ta="right">Across all runs</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stabilityRows(summary).map((r) => (
              <Table.Tr key={r.key}>
                <Table.Td>{r.label}</Table.Td>
                <Table.Td {...FIGURE_CELL}>{r.session}</Table.Td>
                <Table.Td {...FIGURE_CELL}>{r.range}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed" mt={6}>
        {STABILITY_NOTE}
      </Text>
    </>
  );
}

function Running({ rerun }: { rerun: RerunDto }) {
  return (
    <>
      <Text size="sm" mb={6}>
        Re-running the panel {rerun.runs} times: {rerun.progress.done} of {rerun.progress.total} answers.
      </Text>
      <Progress value={rerun.progress.total ? (100 * rerun.progress.done) / rerun.progress.total : 0} animated />
    </>
  );
}

/**
 * Verdict stability: whether the verdict holds when the same panel answers again with new seeds. The
 * owner can start a rerun here (`canRerun`); the report page shows the newest result.
 */
export function PanelStability({ sessionId, canRerun }: { sessionId: string; canRerun: boolean }) {
  const rerunState = usePanelRerun(sessionId);
  const [dialog, setDialog] = useState(false);
  const [topUp, setTopUp] = useState(false);
  const [upgrade, setUpgrade] = useState(false);
  const rerun = rerunState.data?.rerun ?? null;
  if (!canRerun && !rerun?.summary) return null;

  return (
    <Card withBorder padding="lg" data-testid="panel-stability">
      <Group justify="space-between" align="flex-start" mb="xs" wrap="wrap">
        <Title order={2} fz="lg">
          Verdict stability
        </Title>
        {canRerun && rerun?.status !== 'running' && (
          <Button size="xs" variant="light" leftSection={<IconRepeat size={16} />} onClick={() => setDialog(true)} disabled={!rerunState.data}>
            Re-run panel
          </Button>
        )}
      </Group>
      <QueryState query={rerunState} errorTitle="Error" errorText={() => 'The stability of this verdict could not be loaded.'} loading={<Loader size="sm" />}>
        {(state) =>
          state.rerun ? (
            <>
              {state.rerun.status === 'running' && <Running rerun={state.rerun} />}
              {state.rerun.status === 'failed' && (
                <Alert color="red" variant="light">
                  {RERUN_TEXT.failed}
                </Alert>
              )}
              {state.rerun.summary && <Summary summary={state.rerun.summary} />}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              Synthetic panels can answer differently when asked again. Re-run the panel to see whether the verdict holds ({state.creditsPerRun} credits a run).
            </Text>
          )
        }
      </QueryState>
      {canRerun && (
        <>
          <RerunDialog sessionId={sessionId} opened={dialog} onClose={() => setDialog(false)} onNeedCredits={() => setTopUp(true)} onNeedUpgrade={() => setUpgrade(true)} />
          <TopUpDialog opened={topUp} onClose={() => setTopUp(false)} />
          <UpgradeDialog opened={upgrade} onClose={() => setUpgrade(false)} title="Upgrade to re-run the panel" description="Re-running the panel is part of the paid plans." />
        </>
      )}
    </Card>
  );
}
