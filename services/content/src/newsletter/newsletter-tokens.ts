import { createHash, randomBytes } from 'node:crypto';

/** A link token: 32 random bytes, base64url (43 characters). Only its hash is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const TOKEN = /^[A-Za-z0-9_-]{43}$/;
