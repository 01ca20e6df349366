import { schemaDrift } from '@sandglass/server/testing';
import { WEBHOOKS_DATABASE } from '../src/database.js';

it('has migrations that describe its entities exactly', async () => {
  expect(await schemaDrift(WEBHOOKS_DATABASE)).toEqual([]);
});
