import { schemaDrift } from '@sandglass/server/testing';
import { AUTH_DATABASE } from '../src/database.js';

it('has migrations that describe its entities exactly', async () => {
  expect(await schemaDrift(AUTH_DATABASE)).toEqual([]);
});
