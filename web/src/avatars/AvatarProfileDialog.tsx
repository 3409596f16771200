import { Badge, Center, Divider, Group, List, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCrown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { AvatarDto } from '../api/avatars';
import { errorMessage } from '../api/client';
import { queries } from '../api/query-keys';
import { QueryState } from '../components/QueryState';
import { AvatarPortrait } from './AvatarPortrait';
import { profileBadges, profileSections, type ProfileItem } from './profile-sections';

export interface AvatarProfileDialogProps {
  /** Closed when null. Pass the avatar when it is at hand; otherwise its id and the dialog loads it. */
  avatar?: AvatarDto | null;
  avatarId?: string | null;
  onClose: () => void;
}

function ItemValue({ item }: { item: ProfileItem }) {
  if (!Array.isArray(item.value)) return <Text size="sm">{item.value}</Text>;
  if (item.asBadges) {
    return (
      <Group gap={6}>
        {item.value.map((v) => (
          <Badge key={v} variant="light" color="gray" tt="none">
            {v}
          </Badge>
        ))}
      </Group>
    );
  }
  return (
    <List size="sm" spacing={2}>
      {item.value.map((v) => (
        <List.Item key={v}>{v}</List.Item>
      ))}
    </List>
  );
}

function Profile({ avatar }: { avatar: AvatarDto }) {
  return (
    <Stack gap="lg">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <AvatarPortrait name={avatar.name} src={avatar.avatarImageUrl} size={88} radius="md" />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Title order={3} id="avatar-profile-name">
              {avatar.name}
            </Title>
            {avatar.isPremium && (
              <Badge color="yellow" variant="light" leftSection={<IconCrown size={12} aria-hidden />}>
                Premium
              </Badge>
            )}
          </Group>
          {avatar.jobTitle && <Text c="dimmed">{avatar.jobTitle}</Text>}
          {avatar.slogan && (
            <Text size="sm" fs="italic">
              “{avatar.slogan}”
            </Text>
          )}
          <Group gap={6} mt={4}>
            {profileBadges(avatar).map((b) => (
              <Badge key={b} variant="outline" tt="none">
                {b}
              </Badge>
            ))}
          </Group>
        </Stack>
      </Group>
      {profileSections(avatar).map((section) => (
        <section key={section.title} aria-label={section.title}>
          <Divider label={section.title} labelPosition="left" mb="sm" styles={{ label: { fontWeight: 700, fontSize: 'var(--mantine-font-size-sm)' } }} />
          <Stack gap="xs">
            {section.items.map((it) => (
              <Group key={it.label} align="flex-start" gap="md" wrap="nowrap">
                <Text size="sm" c="dimmed" w={150} style={{ flexShrink: 0 }}>
                  {it.label}
                </Text>
                <div style={{ minWidth: 0, flex: 1 }}>
                  <ItemValue item={it} />
                </div>
              </Group>
            ))}
          </Stack>
        </section>
      ))}
      <section aria-label="Tags">
        <Divider label="Tags" labelPosition="left" mb="sm" styles={{ label: { fontWeight: 700, fontSize: 'var(--mantine-font-size-sm)' } }} />
        {avatar.tags.length ? (
          <Group gap={6}>
            {avatar.tags.map((t) => (
              <Badge key={t} variant="light" tt="none">
                {t}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            No tags
          </Text>
        )}
      </section>
    </Stack>
  );
}

/**
 * The avatar profile: header (portrait, name, job, slogan, badges) and the persona in sections. Used by
 * the wizard's picker and by the live session's participant list.
 */
export function AvatarProfileDialog({ avatar, avatarId, onClose }: AvatarProfileDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const id = avatar?.id ?? avatarId ?? null;
  // A profile handed over is shown as it is; one known by id only is read.
  const profile = useQuery({ ...queries.avatar(avatarId ?? ''), enabled: !avatar && !!avatarId });
  return (
    <Modal opened={!!id} onClose={onClose} title="Avatar profile" size="lg" fullScreen={phone} centered radius="lg">
      {avatar ? (
        <Profile avatar={avatar} />
      ) : (
        <QueryState
          query={profile}
          errorTitle="Could not load this profile"
          errorText={(error) => errorMessage(error, 'Failed to load the profile.')}
          loading={
            <Center py="xl" role="status" aria-live="polite">
              <Loader type="dots" aria-label="Loading profile" />
            </Center>
          }
        >
          {(loaded) => <Profile avatar={loaded} />}
        </QueryState>
      )}
    </Modal>
  );
}
