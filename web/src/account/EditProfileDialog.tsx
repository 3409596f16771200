import { Avatar, Button, FileButton, Group, Loader, Modal, Overlay, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCamera } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { profileApi } from '../api/profile';
import { queries } from '../api/query-keys';
import { QueryState } from '../components/QueryState';
import { toastError, toastFailure, toastSuccess } from '../components/toast';
import { useAuthStore } from '../stores/auth-store';
import { PHOTO_ACCEPT, validateProfilePhoto } from './photo-validation';

interface EditProfileDialogProps {
  opened: boolean;
  onClose: () => void;
}

type Profile = Awaited<ReturnType<typeof profileApi.get>>;

const PROFILE = queries.account.profile();

const loadingProfile = (
  <Stack gap="md" aria-busy="true" aria-label="Loading profile">
    <Group>
      <Skeleton circle height={72} />
      <Skeleton height={34} width={140} radius="md" />
    </Group>
    <Skeleton height={56} radius="md" />
    <Skeleton height={56} radius="md" />
    <Skeleton height={56} radius="md" />
  </Stack>
);

export function EditProfileDialog({ opened, onClose }: EditProfileDialogProps) {
  const phone = useMediaQuery('(max-width: 30em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text component="span" fw={700} fz="lg">
          Edit Profile
        </Text>
      }
      centered
      radius="lg"
      size={480}
      styles={phone ? { inner: { paddingInline: 10 } } : undefined}
    >
      {/* The modal renders its content only while open: each opening reads the profile (from the cache at once, refreshed behind it). */}
      <ProfileLoader onClose={onClose} phone={!!phone} />
    </Modal>
  );
}

function ProfileLoader({ onClose, phone }: { onClose: () => void; phone: boolean }) {
  const profile = useQuery(PROFILE);
  return (
    <QueryState
      query={profile}
      errorTitle="Failed to load profile"
      errorText={() => 'Your profile could not be loaded. Check your connection and try again.'}
      loading={loadingProfile}
    >
      {(loaded) => <ProfileForm profile={loaded} onClose={onClose} phone={phone} />}
    </QueryState>
  );
}

/** The form starts from the profile as loaded; a refresh underneath never wipes what is being typed. */
function ProfileForm({ profile, onClose, phone }: { profile: Profile; onClose: () => void; phone: boolean }) {
  const queryClient = useQueryClient();
  const refresh = useAuthStore((s) => s.refresh);
  const [firstName, setFirstName] = useState(profile.firstName ?? '');
  const [lastName, setLastName] = useState(profile.lastName ?? '');
  const { email, avatarUrl } = profile;
  const [preview, setPreview] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const resetFileRef = useRef<() => void>(null);

  // Free the object URL of the local preview when it is replaced or the dialog goes away.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  // Each write puts the server's answer in the cache; the header's user is read again.
  const upload = useMutation({
    mutationFn: profileApi.uploadPhoto,
    onSuccess: ({ avatarUrl: uploaded }) => {
      queryClient.setQueryData(PROFILE.queryKey, (p) => p && { ...p, avatarUrl: uploaded });
      toastSuccess('Success', 'Photo uploaded successfully');
      void refresh();
    },
    onError: (error) => {
      setPreview(null);
      toastFailure('Failed to upload photo', error, 'Failed to upload photo');
    },
  });
  const update = useMutation({
    mutationFn: profileApi.update,
    onSuccess: async (saved) => {
      queryClient.setQueryData(PROFILE.queryKey, saved);
      await refresh();
      toastSuccess('Success', 'Profile updated successfully');
      onClose();
    },
    onError: (error) => toastFailure('Failed to update profile', error, 'Failed to update profile'),
  });
  const uploading = upload.isPending;

  const onPhoto = (file: File | null) => {
    resetFileRef.current?.(); // picking the same file again must fire onChange again
    if (!file) return;
    const invalid = validateProfilePhoto(file);
    setPhotoError(invalid);
    if (invalid) {
      toastError('Error', invalid);
      return;
    }
    setPreview(URL.createObjectURL(file));
    upload.mutate(file);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ firstName: firstName.trim(), lastName: lastName.trim() });
  };

  const shownPhoto = preview ?? avatarUrl ?? undefined;
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || email.charAt(0).toUpperCase();

  return (
    <form onSubmit={save} noValidate aria-label="Edit profile">
      <Stack gap="md">
        <Group gap="lg" wrap="nowrap" align="center">
          <div style={{ position: 'relative', flex: 'none' }}>
            <Avatar src={shownPhoto} alt="Profile photo" size={72} radius={72} color="indigo">
              {initials}
            </Avatar>
            {uploading && (
              <Overlay radius={72} center backgroundOpacity={0.45}>
                <Loader size="sm" color="white" />
              </Overlay>
            )}
          </div>
          <Stack gap={4}>
            <FileButton onChange={onPhoto} accept={PHOTO_ACCEPT} resetRef={resetFileRef}>
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconCamera size={16} />} loading={uploading}>
                  Upload photo
                </Button>
              )}
            </FileButton>
            <Text size="xs" c={photoError ? 'red' : 'dimmed'} role={photoError ? 'alert' : undefined}>
              {photoError ?? 'JPG, PNG or GIF, up to 5MB'}
            </Text>
          </Stack>
        </Group>
        <Group grow gap="md" align="flex-start" wrap={phone ? 'wrap' : 'nowrap'}>
          <TextInput label="First Name" autoComplete="given-name" value={firstName} onChange={(e) => setFirstName(e.currentTarget.value)} maxLength={100} data-autofocus />
          <TextInput label="Last Name" autoComplete="family-name" value={lastName} onChange={(e) => setLastName(e.currentTarget.value)} maxLength={100} />
        </Group>
        <TextInput label="Email" value={email} readOnly description="Your e-mail address cannot be changed here." variant="filled" />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} type="button">
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending} disabled={uploading}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
