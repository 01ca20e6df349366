import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Role } from '@sandglass/shared';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from '../auth/access-token.js';

/** A throwaway ES256 key pair for one test run. */
export function testSigningKeys(): { privateKey: string; publicKey: string } {
  return generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
}

/** Signs an access token the way the auth service does, for services tested on their own. */
export function signTestToken(
  privateKey: string,
  claims: { sub: string; role: Role; email?: string },
  expiresIn: number = 300,
): string {
  return jwt.sign({ email: `${claims.sub}@example.com`, ...claims }, privateKey, {
    algorithm: 'ES256',
    issuer: ACCESS_TOKEN_ISSUER,
    audience: ACCESS_TOKEN_AUDIENCE,
    expiresIn,
  });
}
