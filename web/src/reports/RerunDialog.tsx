import { Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queries } from '../api/query-keys';
import { reportsApi } from '../api/reports';
import { RERUN_COUNTS, rerunCost } from '../../../core/stability/contract.js';
import { showPaidActionError } from './paid-action';

interface RerunDialogProps {
  sessionId: string;
  opened: boolean;
  onClose: () => void;
  onNeedCredits: () => void;
  onNeedUpgrade: () => void;
}

/** Re-run panel: choose 2 or 3 runs, see the price, then start (charged once). */
export function RerunDialog({ sessionId, opened, onClose, onNeedCredits, onNeedUpgrade }: RerunDialogProps) {
  const queryClient = useQueryClient();
  const [runs, setRuns] = useState<number>(RERUN_COUNTS[0]);
  const cost = rerunCost(runs);

  // The running rerun is read again (its progress then comes over the socket).
  const rerun = useMutation({
    mutationFn: (runs: number) => reportsApi.rerun(sessionId, runs),
    onSuccess: () => {
      onClose();
      return queryClient.invalidateQueries({ queryKey: queries.rerunState(sessionId).queryKey });
    },
    onError: (error) => showPaidActionError(error, { needCredits: onNeedCredits, needUpgrade: onNeedUpgrade, failed: 'The panel could not be re-run. Please try again.' }),
  });
  const sending = rerun.isPending;

  return (
    <Modal opened={opened} onClose={onClose} title="Re-run panel" centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Asks every question of this session again, of the same participants, with new seeds, then shows how often the verdict held and how far each headline figure moved. A
          verdict that changes between runs is a coin toss, not a finding.
        </Text>
        <div>
          <Text size="sm" fw={600} mb={6}>
            Number of runs
          </Text>
          <SegmentedControl fullWidth value={String(runs)} onChange={(v) => setRuns(Number(v))} data={RERUN_COUNTS.map((n) => ({ value: String(n), label: `${n} runs` }))} />
        </div>
        <Text size="sm" data-testid="rerun-cost">
          Cost: <b>{cost} credits</b> ({rerunCost(1)} per run), charged once when it starts and refunded if it fails.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button onClick={() => rerun.mutate(runs)} loading={sending}>
            Re-run for {cost} credits
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
