import { Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { reportsApi } from '../api/reports';
import { RERUN_COUNTS, rerunCost } from '../../../core/stability/contract.js';
import { showPaidActionError } from './paid-action';

interface RerunDialogProps {
  sessionId: string;
  opened: boolean;
  onClose: () => void;
  onStarted: () => void;
  onNeedCredits: () => void;
  onNeedUpgrade: () => void;
}

/** Re-run panel: choose 2 or 3 runs, see the price, then start (charged once). */
export function RerunDialog({ sessionId, opened, onClose, onStarted, onNeedCredits, onNeedUpgrade }: RerunDialogProps) {
  const [runs, setRuns] = useState<number>(RERUN_COUNTS[0]);
  const [sending, setSending] = useState(false);
  const cost = rerunCost(runs);

  const start = async () => {
    setSending(true);
    try {
      await reportsApi.rerun(sessionId, runs);
      onClose();
      onStarted();
    } catch (error) {
      showPaidActionError(error, { needCredits: onNeedCredits, needUpgrade: onNeedUpgrade, failed: 'The panel could not be re-run. Please try again.' });
    } finally {
      setSending(false);
    }
  };

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
          <Button onClick={() => void start()} loading={sending}>
            Re-run for {cost} credits
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
