import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/**
 * Where uploaded files live, by content-addressed name. Small on purpose, so the disk can be
 * swapped for an object store without touching the rules around it.
 */
export abstract class UploadStorage {
  /** Stores `data` under `name`; storing the same name twice keeps one copy. */
  abstract put(name: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when there is none by that name. */
  abstract get(name: string): Promise<Buffer | null>;
}

/** Files in one folder (UPLOADS_DIR); a shared volume lets every replica serve every file. */
export class DiskUploadStorage extends UploadStorage {
  private readonly dir: string;

  constructor(dir: string) {
    super();
    this.dir = resolve(dir);
  }

  async put(name: string, data: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const temporary = join(this.dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await writeFile(temporary, data);
      await rename(temporary, join(this.dir, name));
    } finally {
      await rm(temporary, { force: true });
    }
  }

  async get(name: string): Promise<Buffer | null> {
    try {
      return await readFile(join(this.dir, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}
