import { Alert, Avatar, Button, FileButton, Group, Loader, Modal, Overlay, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconCamera } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from '../api/client';
import { profileApi } from '../api/profile';
import { toastError, toastSuccess } from '../components/toast';
import { useAuthStore } from '../stores/auth-store';
import { PHOTO_ACCEPT, validateProfilePhoto } from './photo-validation';

interface EditProfileDialogProps {
  opened: boolean;
  onClose: () => void;
}

type LoadState = 'loading' | 'ready' | 'error';

export function EditProfileDialog({ opened, onClose }: EditProfileDialogProps) {
  const user = useAuthStore((s) => s.user);
  const refresh = useAuthStore((s) => s.refresh);
  const phone = useMediaQuery('(max-width: 30em)');

  const [load, setLoad] = useState<LoadState>('loading');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [avatarUrl, setAvatarUrl] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const resetFileRef = useRef<() => void>(null);

  const loadProfile = async () => {
    setLoad('loading');
    try {
      const profile = await profileApi.get();
      setFirstName(profile.firstName ?? '');
      setLastName(profile.lastName ?? '');
      setEmail(profile.email);
      setAvatarUrl(profile.avatarUrl);
      setLoad('ready');
    } catch (error) {
      if (isApiError(error) && error.status === 404 && user) {
        // No profile row yet: start from what /me knows.
        setFirstName(user.firstName ?? '');
        setLastName(user.lastName ?? '');
        setEmail(user.email);
        setAvatarUrl(user.avatarUrl);
        setLoad('ready');
        return;
      }
      setLoad('error');
      toastError('Error', 'Failed to load profile');
    }
  };

  useEffect(() => {
    if (!opened) return;
    setPhotoError(null);
    void loadProfile();
    // Load once per opening; the user object changing underneath must not wipe the typed values.
  }, [opened]);

  // Free the object URL of the local preview when it is replaced or the dialog goes away.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const onPhoto = async (file: File | null) => {
    resetFileRef.current?.(); // picking the same file again must fire onChange again
    if (!file) return;
    const invalid = validateProfilePhoto(file);
    setPhotoError(invalid);
    if (invalid) {
      toastError('Error', invalid);
      return;
    }
    setPreview(URL.createObjectURL(file));
    setUploading(true);
    try {
      const result = await profileApi.uploadPhoto(file);
      setAvatarUrl(result.avatarUrl);
      toastSuccess('Success', 'Photo uploaded successfully');
      void refresh();
    } catch (error) {
      setPreview(null);
      toastError('Failed to upload photo', errorMessage(error, 'Failed to upload photo'));
    } finally {
      setUploading(false);
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await profileApi.update({ firstName: firstName.trim(), lastName: lastName.trim() });
      await refresh();
      toastSuccess('Success', 'Profile updated successfully');
      onClose();
    } catch (error) {
      toastError('Failed to update profile', errorMessage(error, 'Failed to update profile'));
    } finally {
      setSaving(false);
    }
  };

  const shownPhoto = preview ?? avatarUrl ?? undefined;
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || email.charAt(0).toUpperCase();

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
      {load === 'loading' && (
        <Stack gap="md" aria-busy="true" aria-label="Loading profile">
          <Group>
            <Skeleton circle height={72} />
            <Skeleton height={34} width={140} radius="md" />
          </Group>
          <Skeleton height={56} radius="md" />
          <Skeleton height={56} radius="md" />
          <Skeleton height={56} radius="md" />
        </Stack>
      )}

      {load === 'error' && (
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="Failed to load profile">
            Your profile could not be loaded. Check your connection and try again.
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => void loadProfile()}>Try again</Button>
          </Group>
        </Stack>
      )}

      {load === 'ready' && (
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
              <Button type="submit" loading={saving} disabled={uploading}>
                Save Changes
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
