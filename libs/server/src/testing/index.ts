export * from './database.js';
export * from './keys.js';
export * from './fake-clock.js';
export * from './redis.js';
export * from './migrations.js';
export * from './service.js';
export * from './ports.js';
