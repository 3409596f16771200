import { Accordion, Button, Card, FileInput, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { enumLabel } from '../../../../core/avatars/enumerations.js';
import { adminApi } from '../../api/admin';
import { errorMessage } from '../../api/client';
import { queries } from '../../api/query-keys';
import { toastError, toastSuccess } from '../../components/toast';
import { AVATAR_SECTIONS, avatarFormData, type AvatarValues, type FieldSpec } from './avatar-fields';

const IMAGE_TYPES = 'image/png,image/jpeg,image/gif';

/** The single-avatar creation form: every persona field and enumeration (docs/admin.md, Avatars). */
export function AvatarForm() {
  const [values, setValues] = useState<AvatarValues>({});
  const [image, setImage] = useState<File | null>(null);
  const queryClient = useQueryClient();
  const set = (key: string, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const create = useMutation({
    mutationFn: (form: FormData) => adminApi.createAvatar(form),
    onSuccess: () => {
      toastSuccess('Success', 'Avatar created successfully!');
      setValues({});
      setImage(null);
      return queryClient.invalidateQueries({ queryKey: queries.avatars });
    },
    onError: (error) => toastError('Error', `Failed to create avatar: ${errorMessage(error)}`),
  });
  const saving = create.isPending;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!(values.name ?? '').trim()) {
      toastError('Error', 'Name is required');
      return;
    }
    create.mutate(avatarFormData(values, image));
  };

  const input = (f: FieldSpec) => {
    const common = { label: f.label, value: values[f.key] ?? '', disabled: saving };
    switch (f.kind) {
      case 'enum':
        return (
          <Select
            key={f.key}
            {...common}
            data={(f.options ?? []).map((o) => ({ value: o, label: enumLabel(o) }))}
            placeholder="Not specified"
            clearable
            onChange={(v) => set(f.key, v ?? '')}
          />
        );
      case 'age':
        return <NumberInput key={f.key} {...common} min={0} max={130} allowDecimal={false} allowNegative={false} onChange={(v) => set(f.key, String(v))} />;
      case 'textarea':
        return <Textarea key={f.key} {...common} autosize minRows={2} maxRows={6} onChange={(e) => set(f.key, e.currentTarget.value)} />;
      default:
        return (
          <TextInput
            key={f.key}
            {...common}
            placeholder={f.placeholder}
            required={f.key === 'name'}
            description={f.kind === 'list' ? 'Comma-separated' : undefined}
            onChange={(e) => set(f.key, e.currentTarget.value)}
          />
        );
    }
  };

  return (
    <Card withBorder padding="lg" component="form" onSubmit={submit} noValidate aria-label="Create avatar">
      <Text fw={700} size="lg">
        Create an avatar
      </Text>
      <Text size="sm" c="dimmed" mb="md">
        Only the name is required; empty fields stay blank. The avatar is active at once.
      </Text>
      <Stack gap="md">
        <FileInput
          label="Portrait"
          description="JPG, PNG or GIF, at most 5 MB"
          accept={IMAGE_TYPES}
          leftSection={<IconPhoto size={16} />}
          placeholder="Choose an image"
          value={image}
          onChange={setImage}
          clearable
          disabled={saving}
        />
        <Accordion multiple defaultValue={['Basics']} variant="separated">
          {AVATAR_SECTIONS.map((section) => (
            <Accordion.Item key={section.title} value={section.title}>
              <Accordion.Control>{section.title}</Accordion.Control>
              <Accordion.Panel>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>{section.fields.map(input)}</SimpleGrid>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            Create Avatar
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
