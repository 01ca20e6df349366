import { jsonDepthExceeds } from './json-depth.js';

const json = (text: string) => Buffer.from(text, 'utf8');

describe('jsonDepthExceeds', () => {
  it('allows nesting up to the limit and refuses one level more', () => {
    expect(jsonDepthExceeds(json(`${'['.repeat(3)}${']'.repeat(3)}`), 3)).toBe(false);
    expect(jsonDepthExceeds(json(`${'['.repeat(4)}${']'.repeat(4)}`), 3)).toBe(true);
    expect(jsonDepthExceeds(json(`{"a":{"b":{"c":{"d":1}}}}`), 3)).toBe(true);
  });

  it('counts siblings once, not their sum', () => {
    expect(jsonDepthExceeds(json(`[${'[[]],'.repeat(100)}[]]`), 3)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds(json(`{"a":"[[[[[\\"{{{{{"}`), 2)).toBe(false);
  });
});
