import { Avatar, type AvatarProps } from '@mantine/core';
import { initialOf } from './profile-sections';

interface AvatarPortraitProps extends Omit<AvatarProps, 'src' | 'alt' | 'children'> {
  name: string;
  src: string | null;
}

/** The avatar's portrait, or its initial while the image loads or when it has none. */
export function AvatarPortrait({ name, src, ...props }: AvatarPortraitProps) {
  return (
    <Avatar src={src ?? undefined} alt={`Portrait of ${name}`} color="brand" variant="light" {...props}>
      {initialOf(name)}
    </Avatar>
  );
}
