import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * `SOCIAL_TOKEN_KEY` as bytes: 32 bytes written as 64 hex digits or as base64 (standard or
 * URL-safe). `null` when it is neither, so config validation can say so in a sentence.
 */
export function parseTokenKey(value: string): Buffer | null {
  const text = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
    const key = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return key.length === 32 ? key : null;
  }
  return null;
}

/** A short, non-secret name for a key, written in front of everything it encrypts. */
export function tokenKeyId(key: Buffer): string {
  return createHash('sha256')
    .update('sandglass-social-token-key')
    .update(key)
    .digest('hex')
    .slice(0, 8);
}

/** Refused to decrypt: another key wrote it, or it was altered. */
export class TokenDecryptError extends Error {
  override name = 'TokenDecryptError';
}

/**
 * Encrypts platform tokens (and PKCE verifiers, Page choices) at rest with AES-256-GCM: a fresh
 * 12-byte IV per value and the authentication tag, so a changed byte is refused rather than
 * decrypted to garbage. A stored value reads `<keyId>.<iv>.<tag>.<ciphertext>` (base64url);
 * the key id lets a later release hold several keys and rotate without re-encrypting at once.
 */
@Injectable()
export class TokenCipher {
  private readonly keyId: string;

  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The token key must be 32 bytes.');
    this.keyId = tokenKeyId(key);
  }

  /** From a `SOCIAL_TOKEN_KEY` value (already validated by the config). */
  static fromKey(value: string): TokenCipher {
    const key = parseTokenKey(value);
    if (!key) throw new Error('SOCIAL_TOKEN_KEY must be 32 bytes, as 64 hex digits or base64.');
    return new TokenCipher(key);
  }

  encrypt(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv, { authTagLength: TAG_BYTES });
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [this.keyId, iv, tag, data]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  decrypt(stored: string): string {
    const [keyId, iv, tag, data, ...rest] = stored.split('.');
    if (rest.length > 0 || data === undefined) {
      throw new TokenDecryptError('The stored value is not an encrypted token.');
    }
    if (keyId !== this.keyId) {
      throw new TokenDecryptError(`The stored token was encrypted with another key (${keyId}).`);
    }
    try {
      const decipher = createDecipheriv(ALGORITHM, this.key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new TokenDecryptError('The stored token could not be decrypted: it was altered.');
    }
  }

  /** `null` stays `null` (a platform without refresh tokens). */
  encryptNullable(plain: string | null): string | null {
    return plain === null ? null : this.encrypt(plain);
  }

  decryptNullable(stored: string | null): string | null {
    return stored === null ? null : this.decrypt(stored);
  }
}
