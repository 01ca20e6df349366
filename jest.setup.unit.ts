import { jest } from '@jest/globals';

// A screen rendered in jsdom (lazy chunks, RTK Query, many effects) takes well over Jest's 5 s
// default on a busy 2-core machine; the tests wait for state, so a longer bound only matters
// when something is truly stuck.
jest.setTimeout(20_000);
