import { emailInJson } from './request-body.js';

describe('emailInJson', () => {
  it('finds and normalises the email of a JSON body', () => {
    expect(emailInJson(Buffer.from('{"email":"  Ada@Example.COM ","password":"x"}'))).toBe(
      'ada@example.com',
    );
  });

  it.each(['not json', '{"email":42}', '{"email":"  "}', '[]', 'null', ''])(
    'finds none in %j',
    (body) => {
      expect(emailInJson(Buffer.from(body))).toBeUndefined();
    },
  );
});
