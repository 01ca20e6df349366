import { jest } from '@jest/globals';
import { ADDRESS_RETRY_MS, UpstreamPool, type ResolveHost } from './upstream-pool.js';

function poolOf(answers: Array<string[] | Error>, refreshMs = 1000) {
  let now = 0;
  const asked: string[] = [];
  const resolve: ResolveHost = (host) => {
    asked.push(host);
    const answer = answers.length > 1 ? answers.shift()! : answers[0];
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
  const pool = new UpstreamPool('http://content:3002', { resolve, refreshMs, now: () => now });
  return { pool, asked, advance: (ms: number) => (now += ms) };
}

const urls = async (pool: UpstreamPool, times: number) => {
  const seen: string[] = [];
  for (let i = 0; i < times; i += 1) seen.push((await pool.next())!.url);
  return seen;
};

describe('UpstreamPool', () => {
  it('targets an IP address in the URL without resolving anything, IPv6 in brackets', async () => {
    const resolve = jest.fn<ResolveHost>();
    const pool = new UpstreamPool('http://[::1]:3002', { resolve, refreshMs: 10 });
    expect((await pool.next())!.url).toBe('http://[::1]:3002');
    expect(resolve).not.toHaveBeenCalled();
    pool.close();
  });

  it('takes every address of the name in turn, each with its own connections', async () => {
    const { pool, asked } = poolOf([['10.0.0.1', '10.0.0.2', '::ffff:a00:3']]);
    const seen = await urls(pool, 6);
    expect(new Set(seen)).toEqual(
      new Set(['http://10.0.0.1:3002', 'http://10.0.0.2:3002', 'http://[::ffff:a00:3]:3002']),
    );
    expect(seen.slice(0, 3)).toEqual(seen.slice(3));
    expect(asked).toEqual(['content']);
    pool.close();
  });

  it('passes over an address that refused until ADDRESS_RETRY_MS has passed', async () => {
    const { pool, advance } = poolOf([['10.0.0.1', '10.0.0.2']], 60_000);
    const first = (await pool.next())!;
    pool.markDown(first);
    expect(await urls(pool, 4)).not.toContain(first.url);
    advance(ADDRESS_RETRY_MS);
    expect(await urls(pool, 4)).toContain(first.url);
    pool.close();
  });

  it('keeps the last answer when the resolver fails, and fails only without one', async () => {
    const { pool, advance } = poolOf([['10.0.0.1'], new Error('SERVFAIL')], 1000);
    expect((await pool.next())!.url).toBe('http://10.0.0.1:3002');
    advance(1000);
    expect((await pool.next())!.url).toBe('http://10.0.0.1:3002');
    await new Promise((resolve) => setImmediate(resolve));
    expect((await pool.next())!.url).toBe('http://10.0.0.1:3002');
    pool.close();

    const { pool: empty } = poolOf([new Error('ENOTFOUND content')]);
    await expect(empty.next()).rejects.toThrow('ENOTFOUND content');
  });
});
