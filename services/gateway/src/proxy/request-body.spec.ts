import { emailInJson } from './request-body.js';

describe('emailInJson', () => {
  it('finds and normalises the email of a JSON body', () => {
    expect(emailInJson(Buffer.from('{"email":"  Ada@Example.COM ","password":"x"}'))).toBe(
      'ada@example.com',
    );
  });

  it('reads past a leading byte order mark, as the services do', () => {
    const body = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('{"email":"a@b.co"}'),
    ]);
    expect(emailInJson(body)).toBe('a@b.co');
  });

  it.each(['not json', '{"email":42}', '{"email":"  "}', '[]', 'null', ''])(
    'finds none in %j',
    (body) => {
      expect(emailInJson(Buffer.from(body))).toBeUndefined();
    },
  );
});
