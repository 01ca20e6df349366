import { randomBytes } from 'node:crypto';
import { parseTokenKey, TokenCipher, TokenDecryptError } from './token-cipher.js';

const key = randomBytes(32);

describe('TokenCipher', () => {
  it('decrypts what it encrypted, with a fresh IV each time', () => {
    const cipher = new TokenCipher(key);
    const a = cipher.encrypt('access-token-1');
    const b = cipher.encrypt('access-token-1');
    expect(a).not.toBe(b);
    expect(a).not.toContain('access-token-1');
    expect(cipher.decrypt(a)).toBe('access-token-1');
    expect(cipher.decrypt(b)).toBe('access-token-1');
  });

  it('writes the key id in front, so another key is refused by name', () => {
    const stored = new TokenCipher(key).encrypt('secret');
    const other = new TokenCipher(randomBytes(32));
    expect(stored.split('.')[0]).toMatch(/^[0-9a-f]{8}$/);
    expect(() => other.decrypt(stored)).toThrow(TokenDecryptError);
    expect(() => other.decrypt(stored)).toThrow(/another key/);
  });

  it('refuses a value whose ciphertext was altered', () => {
    const cipher = new TokenCipher(key);
    const [id, iv, tag, data] = cipher.encrypt('secret').split('.');
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] ^= 1;
    expect(() => cipher.decrypt([id, iv, tag, flipped.toString('base64url')].join('.'))).toThrow(
      /altered/,
    );
  });

  it('reads a key as hex or base64, and refuses any other length', () => {
    expect(parseTokenKey(key.toString('hex'))?.equals(key)).toBe(true);
    expect(parseTokenKey(key.toString('base64'))?.equals(key)).toBe(true);
    expect(parseTokenKey(key.toString('base64url'))?.equals(key)).toBe(true);
    expect(parseTokenKey(randomBytes(16).toString('hex'))).toBeNull();
    expect(parseTokenKey(randomBytes(31).toString('base64'))).toBeNull();
    expect(parseTokenKey('not a key')).toBeNull();
  });
});
