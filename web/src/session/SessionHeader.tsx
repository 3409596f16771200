import { Badge, Button, Group, Stack, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { LiveSessionDto } from '../api/live-session';
import { DeleteProjectDialog } from './DeleteProjectDialog';

/**
 * Back to the dashboard and Delete Project on one row, the project's name on its own row below: the
 * name gets the full width and wraps (titles are at most 50 characters, so three short lines at most on
 * a phone) instead of being squeezed between the buttons to "M.".
 */
export function SessionHeader({ dto }: { dto: LiveSessionDto }) {
  const [deleting, setDeleting] = useState(false);
  const name = dto.session.title || 'Untitled project';
  return (
    <Stack gap={4} mb="md">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Button component={Link} to="/dashboard" variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} />} px="xs" ml={-8}>
          Back to Dashboard
        </Button>
        <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(true)} px="xs" mr={-8} style={{ flexShrink: 0 }}>
          Delete Project
        </Button>
      </Group>
      <Group gap="sm" wrap="nowrap" align="center">
        <Title order={1} fz={{ base: 20, sm: 26 }} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {name}
        </Title>
        {dto.provider.simulated && (
          <Tooltip label="No AI model is configured: answers come from the offline persona simulator" withArrow multiline w={260}>
            <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
              Simulated
            </Badge>
          </Tooltip>
        )}
      </Group>
      <DeleteProjectDialog opened={deleting} sessionId={dto.session.id} name={name} onClose={() => setDeleting(false)} />
    </Stack>
  );
}
