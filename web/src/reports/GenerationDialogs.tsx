import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { REPORT_COST, REPORT_TEXT } from '../../../core/reports/contract.js';
import { TopUpDialog } from '../billing/TopUpDialog';
import { UpgradeDialog } from '../billing/UpgradeDialog';
import { useAuthStore } from '../stores/auth-store';
import { ReportProgressDialog } from './ReportProgressDialog';
import type { ReportGeneration } from './use-report-generation';

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
            An insight report analyses {answers !== undefined ? `all ${answers} answers of this session` : "this session's answers"}: sentiment per question and participant,
            themes, quotes, a verdict and recommendations.
          </Text>
          <Text size="sm" c="dimmed">
            It costs {REPORT_COST} credits. You have {credits} credit{credits === 1 ? '' : 's'}.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={gen.cancel} disabled={gen.state.phase === 'starting'}>
              Cancel
            </Button>
            <Button onClick={gen.confirm} loading={gen.state.phase === 'starting'}>
              Generate Report
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ReportProgressDialog gen={gen} />
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
