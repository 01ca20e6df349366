export * from './mail-sandbox.js';
