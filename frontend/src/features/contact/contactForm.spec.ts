import { describe, expect, it } from '@jest/globals';
import { COMPANY_MAX_LENGTH, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '@sandglass/shared';
import { contactInput, EMPTY_CONTACT, isContactInterest, validateContact } from './contactForm';

const filled = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: '',
  interest: 'lp',
  message: 'Tell me about your fund.',
};

describe('validateContact', () => {
  it('requires every field but the company, and enforces the interest', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      firstName: 'Enter your first name.',
      lastName: 'Enter your last name.',
      email: 'Enter your email address.',
      interest: 'Choose what you are interested in.',
      message: 'Enter your message.',
    });
  });

  it('accepts a complete message without a company', () => {
    expect(validateContact(filled)).toEqual({});
  });

  it('refuses an interest that is not one of the options', () => {
    expect(validateContact({ ...filled, interest: 'crypto' })).toEqual({
      interest: 'Choose what you are interested in.',
    });
  });

  it('refuses text over its length limit, counting it without the spaces around it', () => {
    expect(
      validateContact({
        ...filled,
        firstName: ` ${'a'.repeat(NAME_MAX_LENGTH)} `,
        lastName: 'a'.repeat(NAME_MAX_LENGTH + 1),
        company: 'a'.repeat(COMPANY_MAX_LENGTH + 1),
        message: 'a'.repeat(MESSAGE_MAX_LENGTH + 1),
      }),
    ).toEqual({
      lastName: `Last name can be at most ${NAME_MAX_LENGTH} characters.`,
      company: `Company can be at most ${COMPANY_MAX_LENGTH} characters.`,
      message: `Message can be at most ${MESSAGE_MAX_LENGTH} characters.`,
    });
  });

  it('refuses a malformed email', () => {
    expect(validateContact({ ...filled, email: 'ada at example' }).email).toBe(
      'Enter a valid email address, like name@example.com.',
    );
  });
});

describe('contactInput', () => {
  it('trims the fields and leaves out an empty company', () => {
    expect(contactInput({ ...filled, firstName: ' Ada ', company: '  ' })).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      interest: 'lp',
      message: 'Tell me about your fund.',
    });
    expect(contactInput({ ...filled, company: ' Analytical Engines ' }).company).toBe(
      'Analytical Engines',
    );
  });
});

describe('isContactInterest', () => {
  it('knows the five options of spec section 5', () => {
    for (const value of ['investment', 'lp', 'partnership', 'programs', 'other']) {
      expect(isContactInterest(value)).toBe(true);
    }
    expect(isContactInterest('press')).toBe(false);
    expect(isContactInterest(null)).toBe(false);
  });
});
