import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');
export const DATA_DIR = join(ROOT, '.data');
