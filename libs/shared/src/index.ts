export * from './ai.js';
export * from './content.js';
export * from './errors.js';
export * from './head.js';
export * from './roles.js';
export * from './site.js';
export * from './social.js';
export * from './users.js';
