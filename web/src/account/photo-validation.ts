import { PROFILE_PHOTO_MAX_BYTES } from '../config';

export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif';
export const PHOTO_TOO_LARGE = 'File size must be less than 5MB';
export const PHOTO_BAD_TYPE = 'Invalid file type. Please use JPG, PNG, or GIF.';

const EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif']);

/** Client-side check before upload; the server checks the bytes again. Null when the file is fine. */
export function validateProfilePhoto(file: Pick<File, 'name' | 'size'>): string | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!EXTENSIONS.has(extension)) return PHOTO_BAD_TYPE;
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return PHOTO_TOO_LARGE;
  return null;
}
