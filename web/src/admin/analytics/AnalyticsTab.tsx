import { Badge, Card, Group, Select, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { enumLabel, GENDERS, INCOME_BRACKETS } from '../../../../core/avatars/enumerations.js';
import { queries } from '../../api/query-keys';
import { QueryState } from '../../components/QueryState';
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
  const logs = useQuery(queries.admin.analytics({ gender, income, expertise: expertiseQuery }));
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
      <QueryState query={logs} errorTitle="Failed to fetch analytics">
        {({ questions, responses }) => (
          <Tabs defaultValue="questions" variant="pills">
            <Tabs.List>
              <Tabs.Tab value="questions">Questions Log ({questions.length})</Tabs.Tab>
              <Tabs.Tab value="responses">Avatar Responses ({responses.length})</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="questions" pt="md">
              <QuestionLog items={questions} filtered={filtered} />
            </Tabs.Panel>
            <Tabs.Panel value="responses" pt="md">
              <ResponseLog items={responses} filtered={filtered} />
            </Tabs.Panel>
          </Tabs>
        )}
      </QueryState>
    </Stack>
  );
}
