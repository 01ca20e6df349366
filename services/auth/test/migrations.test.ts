import { createHash } from 'node:crypto';
import { openDataSource } from '@sandglass/server';
import { createTestDatabase, schemaDrift } from '@sandglass/server/testing';
import request from 'supertest';
import { AUTH_DATABASE } from '../src/database.js';
import { CreateUsers1795392056714 } from '../src/migrations/1795392056714-CreateUsers.js';
import { CreateSessions1795679514816 } from '../src/migrations/1795679514816-CreateSessions.js';
import { startAuthService } from './auth-service.js';

it('has migrations that describe its entities exactly', async () => {
  expect(await schemaDrift(AUTH_DATABASE)).toEqual([]);
});

it('keeps the sign-ins made before sign-ins had rows of their own', async () => {
  const db = await createTestDatabase('auth_upgrade');
  const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
  const live = 'f1a2b3c4-0000-4000-8000-000000000001';
  const over = 'f1a2b3c4-0000-4000-8000-000000000002';
  try {
    // The schema before sessions: one sign-in still going (a spent token and its successor),
    // and one signed out.
    const before = await openDataSource({
      ...AUTH_DATABASE,
      url: db.url,
      entities: [],
      migrations: [CreateUsers1795392056714],
    });
    const [{ id: userId }] = await before.query(
      `INSERT INTO auth.users (email, password_hash, first_name, last_name)
       VALUES ('upgrade@example.com', 'x', 'Up', 'Grade') RETURNING id`,
    );
    const token = (familyId: string, raw: string, revokedAt: string | null) =>
      before.query(
        `INSERT INTO auth.refresh_tokens (user_id, family_id, token_hash, expires_at, revoked_at, rotated_at)
         VALUES ($1, $2, $3, now() + interval '1 day', $4, $4)`,
        [userId, familyId, sha256(raw), revokedAt],
      );
    await token(live, 'spent-live', new Date(Date.now() - 3_600_000).toISOString());
    await token(live, 'current-live', null);
    await token(over, 'signed-out', new Date().toISOString());
    await before.destroy();

    const auth = await startAuthService({ DATABASE_URL: db.url });
    try {
      const refresh = (raw: string) =>
        request(auth.url).post('/api/auth/refresh').set('Cookie', `sg_refresh=${raw}`);
      const refreshed = await refresh('current-live').expect(200);
      await request(auth.url)
        .get('/api/auth/user')
        .set('Authorization', `Bearer ${refreshed.body.token}`)
        .expect(200);
      await refresh('signed-out').expect(401);
      // The spent token of the live sign-in is a replay: it ends that sign-in, as it always did.
      await refresh('spent-live').expect(401);
    } finally {
      await auth.close();
    }
  } finally {
    await db.drop();
  }
});

it('counts the accounts made before addresses were verified as verified', async () => {
  const db = await createTestDatabase('auth_verified');
  try {
    const before = await openDataSource({
      ...AUTH_DATABASE,
      url: db.url,
      entities: [],
      migrations: [CreateUsers1795392056714, CreateSessions1795679514816],
    });
    await before.query(
      `INSERT INTO auth.users (email, password_hash, first_name, last_name)
       VALUES ('earlier@example.com', 'x', 'Ear', 'Lier')`,
    );
    await before.destroy();
    const after = await openDataSource({ ...AUTH_DATABASE, url: db.url });
    try {
      const [row] = await after.query(
        `SELECT email_verified_at AS "verifiedAt" FROM auth.users WHERE email = 'earlier@example.com'`,
      );
      expect(row.verifiedAt).toBeInstanceOf(Date);
    } finally {
      await after.destroy();
    }
  } finally {
    await db.drop();
  }
});
