import { describe, expect, it } from '@jest/globals';
import {
  applicationInput,
  EMPTY_APPLICATION,
  prefillApplication,
  validateApplication,
} from './applicationForm';

const filled = {
  ...EMPTY_APPLICATION,
  name: ' Grace Hopper ',
  email: 'grace@example.com',
  message: 'I build compilers.',
};

describe('validateApplication', () => {
  it('asks for a name, an email and a message', () => {
    expect(validateApplication(EMPTY_APPLICATION)).toEqual({
      name: 'Enter your name.',
      email: 'Enter your email address.',
      message: 'Tell us why you want to join this program.',
    });
  });

  it('accepts a complete application with no links', () => {
    expect(validateApplication(filled)).toEqual({});
  });

  it('refuses a malformed email and links that are not web addresses', () => {
    expect(
      validateApplication({
        ...filled,
        email: 'grace@',
        linkedinUrl: 'linkedin/in/grace',
        portfolioUrl: 'javascript:alert(1)',
      }),
    ).toEqual({
      email: 'Enter a valid email address, like name@example.com.',
      linkedinUrl: 'LinkedIn address must be a web address starting with http:// or https://.',
      portfolioUrl: 'Portfolio address must be a web address starting with http:// or https://.',
    });
  });
});

describe('applicationInput', () => {
  it('takes a link typed without https:// as people copy it', () => {
    const typed = { ...filled, linkedinUrl: ' linkedin.com/in/grace ', portfolioUrl: 'grace.dev' };
    expect(validateApplication(typed)).toEqual({});
    expect(applicationInput(typed)).toMatchObject({
      linkedinUrl: 'https://linkedin.com/in/grace',
      portfolioUrl: 'https://grace.dev',
    });
  });

  it('trims the fields and leaves out empty links', () => {
    expect(applicationInput({ ...filled, portfolioUrl: ' https://grace.dev ' })).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      portfolioUrl: 'https://grace.dev',
      message: 'I build compilers.',
    });
  });
});

describe('prefillApplication', () => {
  const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

  it('fills in a signed-in person’s name and email', () => {
    expect(prefillApplication(EMPTY_APPLICATION, ada)).toEqual({
      ...EMPTY_APPLICATION,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
  });

  it('keeps what the person already typed', () => {
    const typed = { ...EMPTY_APPLICATION, name: 'Augusta Ada King', message: 'Hello' };
    expect(prefillApplication(typed, ada)).toEqual({ ...typed, email: 'ada@example.com' });
  });

  it('leaves a guest’s form empty', () => {
    expect(prefillApplication(EMPTY_APPLICATION, null)).toBe(EMPTY_APPLICATION);
  });
});
