import { Badge, Card, Group, Select, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { enumLabel, GENDERS, INCOME_BRACKETS } from '../../../../core/avatars/enumerations.js';
import { adminApi } from '../../api/admin';
import { AsyncState } from '../AsyncState';
import { useLoad } from '../use-load';
import { QuestionLog } from './QuestionLog';
import { ResponseLog } from './ResponseLog';

const genderOptions = [{ value: 'all', label: 'All genders' }, ...GENDERS.map((g) => ({ value: g, label: enumLabel(g) }))];
const incomeOptions = [{ value: 'all', label: 'All incomes' }, ...INCOME_BRACKETS.map((i) => ({ value: i, label: enumLabel(i) }))];

/** Questions Log and Avatar Responses of all users, with the participant filter (defaults to all). */
export function AnalyticsTab() {
  const [gender, setGender] = useState('all');
  const [income, setIncome] = useState('all');
  const [expertise, setExpertise] = useState('');
  const [expertiseQuery] = useDebouncedValue(expertise.trim(), 300);
  const logs = useLoad((signal) => adminApi.analytics({ gender, income, expertise: expertiseQuery }, signal), [gender, income, expertiseQuery]);
  const filtered = gender !== 'all' || income !== 'all' || expertiseQuery !== '';

  return (
    <Stack gap="md">
      <Card withBorder padding="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Text fw={700} mr="sm">
            Participant filter
          </Text>
          <Select label="Gender" data={genderOptions} value={gender} onChange={(v) => setGender(v ?? 'all')} allowDeselect={false} w={180} />
          <Select label="Income" data={incomeOptions} value={income} onChange={(v) => setIncome(v ?? 'all')} allowDeselect={false} w={180} />
          <TextInput
            label="Expertise contains"
            placeholder="e.g. nurse"
            leftSection={<IconSearch size={16} />}
            value={expertise}
            onChange={(e) => setExpertise(e.currentTarget.value)}
            w={220}
          />
          {filtered && (
            <Badge variant="light" size="lg" style={{ cursor: 'pointer' }} onClick={() => (setGender('all'), setIncome('all'), setExpertise(''))}>
              Clear filter
            </Badge>
          )}
        </Group>
      </Card>
      <AsyncState loading={logs.loading} error={logs.error} errorTitle="Failed to fetch analytics" hasData={!!logs.data} onRetry={logs.reload}>
        <Tabs defaultValue="questions" variant="pills">
          <Tabs.List>
            <Tabs.Tab value="questions">Questions Log{logs.data ? ` (${logs.data.questions.length})` : ''}</Tabs.Tab>
            <Tabs.Tab value="responses">Avatar Responses{logs.data ? ` (${logs.data.responses.length})` : ''}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="questions" pt="md">
            <QuestionLog items={logs.data?.questions ?? []} filtered={filtered} />
          </Tabs.Panel>
          <Tabs.Panel value="responses" pt="md">
            <ResponseLog items={logs.data?.responses ?? []} filtered={filtered} />
          </Tabs.Panel>
        </Tabs>
      </AsyncState>
    </Stack>
  );
}
