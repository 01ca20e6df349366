import { createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { ConfigError, readPem } from '@sandglass/server';
import type { AuthConfig } from './config.js';

export interface SigningKeys {
  privateKey: string;
  publicKey: string;
}

/** Reads the ES256 private key and derives the public key other services verify with. */
export function signingKeys(config: AuthConfig): SigningKeys {
  const privateKey = readPem(
    'JWT_PRIVATE_KEY',
    config.JWT_PRIVATE_KEY,
    config.JWT_PRIVATE_KEY_FILE,
  );
  let key: KeyObject;
  try {
    key = createPublicKey(privateKey);
  } catch {
    throw new ConfigError('JWT_PRIVATE_KEY is not a PEM private key.');
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new ConfigError(
      'JWT_PRIVATE_KEY must be an EC P-256 key (ES256). Generate one with `npm run keygen -w @sandglass/auth`.',
    );
  }
  return { privateKey, publicKey: key.export({ type: 'spki', format: 'pem' }).toString() };
}

/** A fresh ES256 key pair, PEM-encoded. */
export function generateSigningKeys(): SigningKeys {
  const { privateKey, publicKey } = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { privateKey, publicKey };
}
