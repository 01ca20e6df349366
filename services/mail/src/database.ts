import { MAIL_DATABASE } from '@sandglass/server';

/**
 * Schema `mail`, its entities and committed migrations. They live in libs/server
 * (src/mail/) because the client inside every sending service writes the same tables and runs
 * the same migrations at its start-up (migrateMailSchema); this worker owns their rules.
 */
export { MAIL_DATABASE };
