export * from './sandbox-client.js';
export * from './sandbox-server.js';
