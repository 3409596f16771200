import { Group, SegmentedControl, TagsInput, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTags } from '@tabler/icons-react';
import { useState } from 'react';
import { TAG_SUGGESTION_LIMIT, type TagMode } from '../../../core/avatars/enumerations.js';
import { useTagSuggestions } from './use-tag-suggestions';
import { cleanTag } from './wizard-state';

interface TagFilterProps {
  tags: string[];
  mode: TagMode;
  onTags: (tags: string[]) => void;
  onMode: (mode: TagMode) => void;
}

/**
 * Tags with suggestions from the catalogue (at most 10). A tag that is not suggested can still be added,
 * once: typing an existing one again is ignored. ANY or ALL decides how several tags combine.
 */
export function TagFilter({ tags, mode, onTags, onMode }: TagFilterProps) {
  const [typed, setTyped] = useState('');
  const [debounced] = useDebouncedValue(typed, 200);
  const suggestions = useTagSuggestions(debounced).filter((t) => !tags.includes(t));
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TagsInput
        style={{ flex: '1 1 260px' }}
        label="Tags"
        placeholder={tags.length ? 'Add another tag' : 'e.g. parent, fitness, small-business-owner'}
        leftSection={<IconTags size={16} aria-hidden />}
        data={suggestions}
        limit={TAG_SUGGESTION_LIMIT}
        value={tags}
        searchValue={typed}
        onSearchChange={setTyped}
        onChange={(next) => onTags([...new Set(next.map(cleanTag).filter(Boolean))])}
        isDuplicate={(value, current) => current.includes(cleanTag(value))}
        splitChars={[',']}
        acceptValueOnBlur
        clearable
        maxTags={20}
      />
      <div>
        <Text component="label" id="tag-mode-label" size="sm" fw={500} display="block" mb={4}>
          Match
        </Text>
        <SegmentedControl
          aria-labelledby="tag-mode-label"
          value={mode}
          onChange={(v) => onMode(v as TagMode)}
          data={[
            { value: 'any', label: 'Any tag' },
            { value: 'all', label: 'All tags' },
          ]}
          disabled={tags.length < 2}
        />
      </div>
    </Group>
  );
}
