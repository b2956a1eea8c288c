import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Env } from '../../env';
import { createImageStorage } from './create-image-storage';
import { deleteStoredUploads } from './delete-stored-uploads';
import type { ImageStorage } from './image-storage';
import { listUserUploadIds } from './list-user-upload-ids';

/** How long the deletion request waits for the storage before answering anyway. */
const STORAGE_WAIT_MS = 10_000;

export interface AccountUploadCleanup {
  /** Before the user row goes: remembers which stored files are the user's. */
  collect(userId: string): Promise<void>;
  /** After it has gone: deletes them. Never throws; a storage failure is logged. */
  deleteCollected(userId: string): Promise<void>;
}

/**
 * Account deletion removes the user's logo, signature and unfinished uploads from the image
 * storage (decisions 0150, 0432). The uploaded_images rows go with the user row (on delete
 * cascade), so their ids are read before, in better-auth's beforeDelete, and the files deleted
 * after, in afterDelete: a deletion that fails in between leaves every file in place.
 */
export function createAccountUploadCleanup(options: {
  env: Env;
  db: Db;
  /** The server secret: local storage signs upload URLs with it (not needed to delete). */
  secret: string;
  logger: FastifyBaseLogger;
  /** The server's image storage; when not given, made from `env` on first use. */
  imageStorage?: ImageStorage;
}): AccountUploadCleanup {
  const { env, db, secret, logger, imageStorage } = options;
  // The server's; else, as only an account deletion needs one, made on first use (S3 loads the
  // AWS SDK).
  let storage: Promise<ImageStorage> | undefined;
  // Between beforeDelete and afterDelete of one deletion; an entry left by a deletion that
  // failed in between is replaced by the next attempt.
  const collected = new Map<string, readonly string[]>();

  return {
    async collect(userId) {
      collected.set(userId, await listUserUploadIds(db, userId));
    },
    async deleteCollected(userId) {
      const ids = collected.get(userId) ?? [];
      collected.delete(userId);
      if (ids.length === 0) return;
      try {
        storage ??= imageStorage ? Promise.resolve(imageStorage) : createImageStorage(env, secret);
        const deletion = deleteStoredUploads(await storage, ids).then(({ failedIds, errors }) => {
          if (failedIds.length === 0) return;
          logger.error(
            { err: errors[0], userId, uploadIds: failedIds },
            'Account deleted, but some of its uploaded images could not be deleted from storage',
          );
        });
        // The user is waiting for the answer: a slow bucket finishes (and logs) in the background.
        await waitAtMost(deletion, STORAGE_WAIT_MS);
      } catch (error) {
        storage = undefined;
        logger.error(
          { err: error, userId, uploadIds: ids },
          'Account deleted, but its uploaded images could not be deleted from storage',
        );
      }
    },
  };
}

async function waitAtMost(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
    timer.unref();
  });
  try {
    await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}
