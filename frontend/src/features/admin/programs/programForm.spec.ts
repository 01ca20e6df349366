import { describe, expect, it } from '@jest/globals';
import { checkProgram, emptyProgramValues } from './programForm';

describe('the program form', () => {
  it('asks for the name, descriptions and duration', () => {
    const result = checkProgram(emptyProgramValues());
    expect(!result.ok && result.errors).toEqual({
      name: 'Enter the program name.',
      description: 'Enter a short description.',
      longDescription: 'Enter the long description.',
      duration: 'Enter the duration, such as 6 months.',
    });
  });

  it('sends qualifications and benefits one per line and a blank deadline as rolling (null)', () => {
    const result = checkProgram({
      ...emptyProgramValues(),
      name: 'Venture Analyst',
      description: 'Work with the partners.',
      longDescription: 'A year of diligence.',
      duration: '12 months',
      positions: '2',
      requirements: 'Curiosity\n\n  Spreadsheets  ',
      benefits: 'Deal flow',
    });
    expect(result.ok && result.input).toMatchObject({
      requirements: ['Curiosity', 'Spreadsheets'],
      benefits: ['Deal flow'],
      positions: 2,
      applicationDeadline: null,
      status: 'upcoming',
    });
  });
});
