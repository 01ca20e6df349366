import { openDataSource, type DatabaseOptions } from '../database/data-source.js';
import { MailMessage } from './mail-message.entity.js';
import { MailSuppression } from './mail-suppression.entity.js';
import { migrations } from './migrations/index.js';

/**
 * The mail pipeline's own storage, schema `mail`: the messages and the suppression list. It is
 * the pipeline's, not a service's: the client (inside each sending service) writes messages,
 * the mail worker claims and settles them, as BullMQ's keys in Redis belong to the queue and
 * not to whichever service adds a job. No service reads these tables for its own purposes.
 */
export const MAIL_DATABASE = {
  schema: 'mail',
  entities: [MailMessage, MailSuppression],
  migrations,
} satisfies Omit<DatabaseOptions, 'url'>;

/**
 * Brings schema `mail` up to date from any process that writes to it: the mail worker does it
 * through DatabaseModule, and MailModule (the client in every sending service) calls this at
 * start-up, so the table exists whichever process boots first. Migrations run under the same
 * advisory lock and in their own table (`mail.migrations`) whoever runs them, so each runs once.
 */
export async function migrateMailSchema(url: string): Promise<void> {
  // Two connections: one holds the advisory lock while the other migrates.
  const dataSource = await openDataSource({ url, ...MAIL_DATABASE, poolSize: 2 });
  await dataSource.destroy();
}
