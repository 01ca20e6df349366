import { describe, expect, it } from '@jest/globals';
import { createEventSplitter } from './serverSentEvents';

describe('createEventSplitter', () => {
  it('reads events split anywhere, with comments, CRLF line ends and several data lines', () => {
    const split = createEventSplitter();
    expect(split(': keep-alive\n\nevent: del')).toEqual([]);
    expect(split('ta\r\ndata: {"a":\r\ndata:1}\r\n\r\nevent: done\ndata: {}\n')).toEqual([
      { event: 'delta', data: '{"a":\n1}' },
    ]);
    expect(split('\n')).toEqual([{ event: 'done', data: '{}' }]);
  });
});
