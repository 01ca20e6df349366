import { openDataSource, pendingSchemaChanges } from '@sandglass/server';
import { createTestDatabase } from '@sandglass/server/testing';
import { AUTH_DATABASE } from '../src/database.js';

it('has migrations that describe its entities exactly', async () => {
  const db = await createTestDatabase('authmig');
  try {
    const dataSource = await openDataSource({ url: db.url, ...AUTH_DATABASE });
    const pending = await pendingSchemaChanges(dataSource);
    await dataSource.destroy();
    expect(pending.up).toEqual([]);
  } finally {
    await db.drop();
  }
});
