import { randomUUID } from 'node:crypto';
import type { RequestHandler, Router } from 'express';
import multer from 'multer';
import { writeAudit } from '../../core/admin/audit.js';
import { avatarRowFromForm } from '../../core/admin/avatar-form.js';
import { adminOpsRoutes as routes } from '../../core/admin/ops-routes.js';
import { AVATAR_COLUMNS, presentAvatar } from '../../core/avatars/present.js';
import { AppError } from '../../core/errors.js';
import type { Runtime } from '../../core/runtime.js';
import { contractRouter } from '../http/contract-router.js';
import { rejectInvalidBody } from '../middleware/text-guard.js';
import { MAX_PHOTO_BYTES, readUploadedImage } from './profile.js';

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 40, fieldSize: 4096 } });

/** The optional `image` part; multer's own errors become the API's error shape. */
const imageUpload: RequestHandler = (req, res, next) => {
  upload.single('image')(req, res, (err: unknown) => {
    if (err instanceof multer.MulterError) {
      if (err.code === 'LIMIT_FILE_SIZE') return next(new AppError(413, 'file_too_large', 'File size must be less than 5MB'));
      return next(new AppError(400, 'invalid_upload', `Upload rejected: ${err.message}`));
    }
    next(err);
  });
};

/** POST /api/admin/avatars (multipart): the single-avatar form; the portrait is stored like profile photos. */
export function adminAvatarRoutes(rt: Runtime): Router {
  const { router, add } = contractRouter('/api/admin/avatars');
  add(
    routes.createAvatar,
    async ({ body }, req) => {
      // The fields are valid before any file is stored, so a rejected form leaves nothing behind.
      let imageKey: string | null = null;
      if (req.file) {
        const image = await readUploadedImage(req.file);
        imageKey = `avatars/${randomUUID()}.${image.ext}`;
        await rt.storage.put(imageKey, image.data);
      }
      try {
        const avatar = await rt.db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('avatars')
            .values(avatarRowFromForm(body, imageKey ? `/files/${imageKey}` : null))
            .returning(AVATAR_COLUMNS)
            .executeTakeFirstOrThrow();
          await writeAudit(trx, { actorId: req.realUser!.id, action: 'avatar.create', details: { avatarId: row.id, name: row.name } });
          return row;
        });
        return { avatar: presentAvatar(avatar) };
      } catch (err) {
        if (imageKey) await rt.storage.remove(imageKey);
        throw err;
      }
    },
    // The multipart fields are parsed here, after the api-wide text guard ran, so they get it here.
    [imageUpload, rejectInvalidBody],
  );
  return router;
}
