import { describe, expect, it } from '@jest/globals';
import {
  calendarDateProblem,
  foundedYearProblem,
  imageUrlProblem,
  listProblem,
  parseLines,
  slugProblem,
  tagsProblem,
  textProblem,
  webUrlProblem,
  wholeNumberProblem,
} from './rules';

const NOW = new Date('2026-06-01T12:00:00Z');

describe('field rules', () => {
  it('asks for required text that is blank or only spaces', () => {
    expect(
      textProblem('   ', { label: 'Name', max: 100, required: 'Enter the company name.' }),
    ).toBe('Enter the company name.');
    expect(textProblem('', { label: 'SEO title', max: 70 })).toBeUndefined();
  });

  it('refuses text over its limit, counted after trimming', () => {
    const rule = { label: 'SEO title', max: 70 };
    expect(textProblem(` ${'a'.repeat(70)} `, rule)).toBeUndefined();
    expect(textProblem('a'.repeat(71), rule)).toBe('SEO title can be at most 70 characters.');
  });

  it('refuses a line break in a one-line field', () => {
    expect(textProblem('Two\nlines', { label: 'Title', max: 200, singleLine: true })).toBe(
      'Title must fit on one line.',
    );
  });

  it('wants web addresses with http:// or https:// and a domain', () => {
    const sentence = 'Website must be a web address starting with http:// or https://.';
    expect(webUrlProblem('lattice.example.com', 'Website')).toBe(sentence);
    expect(webUrlProblem('javascript:alert(1)', 'Website')).toBe(sentence);
    expect(webUrlProblem('https://localhost', 'Website')).toBe(sentence);
    expect(webUrlProblem('https://lattice.example.com/about', 'Website')).toBeUndefined();
    expect(webUrlProblem('', 'Website', 'Enter the company website.')).toBe(
      'Enter the company website.',
    );
  });

  it('takes an uploaded image or a web address as an image', () => {
    expect(imageUrlProblem(`/api/uploads/${'a1'.repeat(32)}.png`, 'Logo')).toBeUndefined();
    expect(imageUrlProblem('https://cdn.example.com/logo.png', 'Logo')).toBeUndefined();
    expect(imageUrlProblem('/somewhere/else.png', 'Logo')).toMatch(
      /^Logo must be an uploaded image/,
    );
  });

  it('takes a slug of lower-case words joined by single hyphens', () => {
    expect(slugProblem('why-ai-now')).toBeUndefined();
    expect(slugProblem('')).toBeUndefined();
    expect(slugProblem('Why AI--now')).toBe(
      'Slug may use lower-case letters, digits and single hyphens between them, such as why-ai-now.',
    );
  });

  it('checks whole numbers and their range', () => {
    const rule = {
      label: 'Positions',
      min: 1,
      max: 100,
      required: 'Enter the number of positions.',
    };
    expect(wholeNumberProblem('', rule)).toBe('Enter the number of positions.');
    expect(wholeNumberProblem('2.5', rule)).toBe('Positions must be a whole number.');
    expect(wholeNumberProblem('0', rule)).toBe('Positions must be at least 1.');
    expect(wholeNumberProblem('101', rule)).toBe('Positions can be at most 100.');
    expect(wholeNumberProblem(' 12 ', rule)).toBeUndefined();
  });

  it('takes founded years from 1990 to next year', () => {
    const required = 'Enter the year the company was founded.';
    expect(foundedYearProblem('1989', required, NOW)).toBe(
      'Founded year must be between 1990 and 2027.',
    );
    expect(foundedYearProblem('2028', required, NOW)).toBe(
      'Founded year must be between 1990 and 2027.',
    );
    expect(foundedYearProblem('2027', required, NOW)).toBeUndefined();
  });

  it('caps tags at ten, each at 40 characters', () => {
    expect(
      tagsProblem(
        Array.from({ length: 11 }, (_, i) => `t${i}`),
        'AI tags',
      ),
    ).toBe('Add at most 10 ai tags.');
    expect(tagsProblem(['x'.repeat(41)], 'Tags')).toBe(
      'Each of the tags can be at most 40 characters.',
    );
    expect(tagsProblem(['Agents'], 'Tags')).toBeUndefined();
  });

  it('reads one list item per non-blank line and caps the list', () => {
    expect(parseLines(' First \n\n Second\r\n')).toEqual(['First', 'Second']);
    expect(
      listProblem(
        Array.from({ length: 21 }, () => 'item'),
        'Requirements',
      ),
    ).toBe('Requirements can have at most 20 items.');
  });

  it('takes only real calendar dates', () => {
    expect(calendarDateProblem('2026-02-30', 'Application deadline')).toBe(
      'Application deadline must be a date written as YYYY-MM-DD, between the years 1900 and 2199.',
    );
    expect(calendarDateProblem('2026-02-28', 'Application deadline')).toBeUndefined();
  });
});
