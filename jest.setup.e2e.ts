import { jest } from '@jest/globals';

// End-to-end journeys drive a real browser through the whole stack.
jest.setTimeout(60_000);
