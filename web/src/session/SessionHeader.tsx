import { Badge, Button, Group, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { LiveSessionDto } from '../api/live-session';
import { DeleteProjectDialog } from './DeleteProjectDialog';

/** Back to the dashboard, the project's name, whether replies are simulated, and Delete Project. */
export function SessionHeader({ dto }: { dto: LiveSessionDto }) {
  const [deleting, setDeleting] = useState(false);
  const name = dto.session.title || 'Untitled project';
  return (
    <Group justify="space-between" wrap="nowrap" mb="md" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Button component={Link} to="/dashboard" variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} />} px="xs">
          Back to Dashboard
        </Button>
        <Title order={1} fz={{ base: 20, sm: 24 }} lineClamp={1}>
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
      <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(true)} style={{ flexShrink: 0 }}>
        Delete Project
      </Button>
      <DeleteProjectDialog opened={deleting} sessionId={dto.session.id} name={name} onClose={() => setDeleting(false)} />
    </Group>
  );
}
