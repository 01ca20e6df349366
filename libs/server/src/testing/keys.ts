import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Role } from '@sandglass/shared';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from '../auth/access-token.js';

let keys: { privateKey: string; publicKey: string } | undefined;

/**
 * A throwaway ES256 key pair, one per test file: passport keeps one "jwt" strategy per process,
 * so when a test starts a second service its key replaces the first one's, and every service
 * of the file must verify with the same key for a test to pass whatever ran before it.
 */
export function testSigningKeys(): { privateKey: string; publicKey: string } {
  keys ??= generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return keys;
}

/** Signs an access token the way the auth service does, for services tested on their own. */
export function signTestToken(
  privateKey: string,
  claims: { sub: string; role: Role; email?: string; sid?: string },
  expiresIn: number = 300,
): string {
  return jwt.sign({ email: `${claims.sub}@example.com`, ...claims }, privateKey, {
    algorithm: 'ES256',
    issuer: ACCESS_TOKEN_ISSUER,
    audience: ACCESS_TOKEN_AUDIENCE,
    expiresIn,
  });
}
