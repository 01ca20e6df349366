import { judgeAddress, urlProblem } from './address-rules.js';

describe('webhook address rules', () => {
  it.each([
    ['169.254.169.254', true],
    ['169.254.0.1', false],
    ['fe80::1', true],
    ['::ffff:169.254.169.254', true],
  ])(
    'refuses the link-local / metadata address %s even with private networks allowed',
    (address, allow) => {
      expect(judgeAddress(address, allow)).toEqual({
        ok: false,
        reason: expect.stringMatching(/link-local/),
      });
    },
  );

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '::1',
    'fd00::1',
    '100.64.0.1',
    '::ffff:10.0.0.1',
  ])('refuses the private address %s unless private networks are allowed', (address) => {
    expect(judgeAddress(address, false).ok).toBe(false);
    expect(judgeAddress(address, true).ok).toBe(true);
  });

  it.each(['0.0.0.0', '224.0.0.1', '255.255.255.255', '::', 'ff02::1'])(
    'refuses %s always',
    (address) => {
      expect(judgeAddress(address, true).ok).toBe(false);
    },
  );

  it.each(['93.184.216.34', '2606:4700:4700::1111'])('accepts the public address %s', (address) => {
    expect(judgeAddress(address, false)).toEqual({ ok: true });
  });

  it('wants https, allowing plain http only for loopback when private networks are allowed', () => {
    expect(urlProblem('https://hooks.example.com/in', false)).toBeNull();
    expect(urlProblem('http://hooks.example.com/in', true)).toMatch(/https:\/\//);
    expect(urlProblem('http://127.0.0.1:9000/in', false)).toMatch(/https:\/\//);
    expect(urlProblem('http://127.0.0.1:9000/in', true)).toBeNull();
    expect(urlProblem('http://localhost:9000/in', true)).toBeNull();
    expect(urlProblem('https://169.254.169.254/latest/meta-data', true)).toMatch(/link-local/);
    expect(urlProblem('https://user:pw@hooks.example.com/', false)).toMatch(/user name/);
    expect(urlProblem('ftp://hooks.example.com/', false)).toMatch(/https:\/\//);
    expect(urlProblem('not a url', false)).toMatch(/full address/);
  });
});
