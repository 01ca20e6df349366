import { handlerMap } from './job-handlers.js';

const handler = (name: string) => ({ name, handle: async () => undefined });

describe('a worker’s job handlers', () => {
  it('maps each declared job to its handler', () => {
    const map = handlerMap(
      ['publish-post', 'refresh-token'],
      [handler('publish-post'), handler('refresh-token')],
    );
    expect([...map.keys()]).toEqual(['publish-post', 'refresh-token']);
  });

  it('refuses to start when a declared job has no handler', () => {
    expect(() => handlerMap(['publish-post', 'refresh-token'], [handler('publish-post')])).toThrow(
      'The worker cannot start: no handler for the "refresh-token" job(s).',
    );
  });

  it('refuses two handlers for one job', () => {
    expect(() =>
      handlerMap(['publish-post'], [handler('publish-post'), handler('publish-post')]),
    ).toThrow('Two handlers are registered for the "publish-post" job.');
  });
});
