import { metaProblem } from './analytics.dto.js';

describe('metaProblem', () => {
  it('accepts a small object of text, numbers and booleans', () => {
    expect(metaProblem({ interest: 'investment', hasCompany: true, depth: 75 })).toBeUndefined();
  });

  it.each([
    [null, 'Meta must be an object of names and values.'],
    [['a'], 'Meta must be an object of names and values.'],
    [{ '1st': 1 }, expect.stringMatching(/^Meta names must start with a letter/)],
    [{ n: Number.NaN }, 'Meta values must be text, numbers or true/false.'],
    [{ n: null }, 'Meta values must be text, numbers or true/false.'],
    [{ who: 'Reach me at ada@example.com' }, expect.stringMatching(/must not contain email/)],
  ])('refuses %j', (meta, problem) => {
    expect(metaProblem(meta)).toEqual(problem);
  });
});
