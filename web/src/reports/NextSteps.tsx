import { Button, Card, Menu, SimpleGrid, Text, Title } from '@mantine/core';
import { IconCopy, IconFileAnalytics, IconFileExport, IconMessageQuestion } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { queries } from '../api/query-keys';
import { reportsApi } from '../api/reports';
import { TopUpDialog } from '../billing/TopUpDialog';
import { UpgradeDialog } from '../billing/UpgradeDialog';
import { toastFailure, toastSuccess } from '../components/toast';
import { useAuthStore } from '../stores/auth-store';
import { exportFile } from './exports';
import { FollowUpDialog } from './FollowUpDialog';
import { isPaidPlan } from './use-report-generation';

interface NextStepsProps {
  sessionId: string;
  reportId: string | null;
  /** Credits a new round with this panel costs. */
  roundPrice: number;
  onGenerate: () => void;
}

/** Next Steps of the results page: AI Report, Duplicate Session, Ask Follow-Up and exports. */
export function NextSteps({ sessionId, reportId, roundPrice, onGenerate }: NextStepsProps) {
  const navigate = useNavigate();
  const level = useAuthStore((s) => s.user?.subscriptionLevel);
  const queryClient = useQueryClient();
  const [followUp, setFollowUp] = useState(false);
  const [upgrade, setUpgrade] = useState(false);
  const [topUp, setTopUp] = useState(false);

  const duplicate = useMutation({
    mutationFn: () => reportsApi.duplicate(sessionId),
    onSuccess: ({ id }) => {
      void queryClient.invalidateQueries({ queryKey: queries.dashboard().queryKey });
      toastSuccess('Session duplicated', 'A new draft with the same idea, questions and avatars is ready.');
      navigate(`/new-session-v2/${id}`);
    },
    onError: (error) => toastFailure('Error', error, 'Failed to duplicate the session. Please try again.'),
  });

  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="lg" mb="xs">
        Next Steps
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Go deeper on what the panel said, test a variation, or take the findings to your team.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Button leftSection={<IconFileAnalytics size={18} />} onClick={() => (reportId ? navigate(`/report/${sessionId}`) : onGenerate())}>
          AI Report
        </Button>
        <Button variant="default" leftSection={<IconCopy size={18} />} loading={duplicate.isPending} onClick={() => duplicate.mutate()}>
          Duplicate Session
        </Button>
        <Button variant="default" leftSection={<IconMessageQuestion size={18} />} onClick={() => (isPaidPlan(level) ? setFollowUp(true) : setUpgrade(true))}>
          Ask Follow-Up
        </Button>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="default" leftSection={<IconFileExport size={18} />}>
              Export
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>Transcript</Menu.Label>
            <Menu.Item onClick={() => void exportFile('transcript', sessionId, 'markdown')}>Markdown (.md)</Menu.Item>
            <Menu.Item onClick={() => void exportFile('transcript', sessionId, 'json')}>JSON (.json)</Menu.Item>
            <Menu.Item onClick={() => void exportFile('transcript', sessionId, 'csv')}>Every answer, CSV (.csv)</Menu.Item>
            <Menu.Label>Report</Menu.Label>
            <Menu.Item disabled={!reportId} onClick={() => reportId && void exportFile('report', reportId, 'markdown')}>
              Markdown (.md)
            </Menu.Item>
            <Menu.Item disabled={!reportId} onClick={() => reportId && void exportFile('report', reportId, 'json')}>
              JSON (.json)
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </SimpleGrid>
      <FollowUpDialog
        sessionId={sessionId}
        opened={followUp}
        onClose={() => setFollowUp(false)}
        price={roundPrice}
        onNeedCredits={() => setTopUp(true)}
        onNeedUpgrade={() => setUpgrade(true)}
      />
      <UpgradeDialog opened={upgrade} onClose={() => setUpgrade(false)} title="Upgrade to ask follow-up questions" description="Follow-up rounds are part of the paid plans." />
      <TopUpDialog opened={topUp} onClose={() => setTopUp(false)} />
    </Card>
  );
}
