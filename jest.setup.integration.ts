import { jest } from '@jest/globals';

// Integration tests start real services against real PostgreSQL and Redis.
jest.setTimeout(30_000);
