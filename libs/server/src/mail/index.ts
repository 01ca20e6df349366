export * from './mail-database.js';
export * from './mail-message.entity.js';
export * from './mail-queue.js';
export * from './mail-suppression.entity.js';
export * from './mail-templates.js';
export * from './mail.client.js';
export * from './mail.module.js';
