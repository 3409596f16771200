import type { RequestHandler, Router } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import multer from 'multer';
import { profileRoutes as routes } from '../../core/accounts-routes.js';
import { AppError } from '../../core/errors.js';
import { reencodeImage, type ImageFormat } from '../../core/images.js';
import type { Runtime } from '../../core/runtime.js';
import type { User } from '../../db/types.js';
import { contractRouter } from '../http/contract-router.js';
import { refuseWhileImpersonating } from '../middleware/auth.js';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
const INVALID_TYPE = 'Invalid file type. Please use JPG, PNG, or GIF.';
// Extension -> the content type the bytes must actually have.
const ALLOWED: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif' };

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5 } });

/**
 * Checks an uploaded image by its bytes (the extension must agree with what the bytes are), then
 * decodes it within a pixel budget and re-encodes it: what gets stored is a fresh image, metadata-free.
 */
export async function readUploadedImage(file: { originalname: string; buffer: Buffer }): Promise<{ ext: ImageFormat; data: Buffer }> {
  const ext = file.originalname.split('.').pop()?.toLowerCase() ?? '';
  const expected = ALLOWED[ext];
  const detected = await fileTypeFromBuffer(file.buffer);
  if (!expected || !detected || detected.mime !== expected) throw new AppError(400, 'invalid_file_type', INVALID_TYPE);
  const format = detected.ext as ImageFormat;
  return { ext: format, data: await reencodeImage(file.buffer, format) };
}

export function profileRoutes(rt: Runtime): Router {
  const { router, add } = contractRouter('/api/profile');
  const present = (u: User) => ({ firstName: u.first_name, lastName: u.last_name, fullName: u.full_name, email: u.email, avatarUrl: u.avatar_url });

  add(routes.get, async (_input, req) => present(req.user!));

  add(
    routes.update,
    async ({ body }, req) => {
      const u = req.user!;
      const first = body.firstName !== undefined ? body.firstName : u.first_name;
      const last = body.lastName !== undefined ? body.lastName : u.last_name;
      const fullName = [first, last].filter(Boolean).join(' ') || null;
      const updated = await rt.db
        .updateTable('users')
        .set({ first_name: first, last_name: last, full_name: fullName, updated_at: new Date() })
        .where('id', '=', u.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return present(updated);
    },
    [refuseWhileImpersonating],
  );

  const receivePhoto: RequestHandler = (req, res, next) => {
    upload.single('photo')(req, res, (err: unknown) => {
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') return next(new AppError(413, 'file_too_large', 'File size must be less than 5MB'));
        return next(new AppError(400, 'invalid_upload', `Upload rejected: ${err.message}`));
      }
      next(err);
    });
  };

  add(
    routes.photo,
    async (_input, req) => {
      if (!req.file) throw new AppError(400, 'file_required', 'Please choose a photo to upload.');
      const image = await readUploadedImage(req.file);
      const userId = req.user!.id;
      const key = `profile-photos/${userId}/${Date.now()}.${image.ext}`;
      await rt.storage.put(key, image.data);
      const previous = req.user!.avatar_url;
      const avatarUrl = `/files/${key}`;
      await rt.db.updateTable('users').set({ avatar_url: avatarUrl, updated_at: new Date() }).where('id', '=', userId).execute();
      if (previous?.startsWith(`/files/profile-photos/${userId}/`)) await rt.storage.remove(previous.slice('/files/'.length));
      return { avatarUrl };
    },
    [refuseWhileImpersonating, receivePhoto],
  );
  return router;
}
