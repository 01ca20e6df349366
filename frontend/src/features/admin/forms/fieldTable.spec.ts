import { describe, expect, it } from '@jest/globals';
import {
  checkFormValues,
  emptyFormValues,
  formValuesOf,
  linesField,
  slugField,
  sortOrderField,
  textField,
  untrimmedTextField,
} from './fieldTable';

const FIELDS = {
  name: textField({ label: 'Name', max: 20, required: 'Enter a name.' }),
  slug: slugField(),
  body: untrimmedTextField({ label: 'Body', max: 50, required: 'Write something.' }),
  items: linesField('Items'),
  sortOrder: sortOrderField(),
};

describe('a form made from a field table', () => {
  it('starts every field blank, and checks each with its own rule', () => {
    const result = checkFormValues(FIELDS, emptyFormValues(FIELDS));
    expect(!result.ok && result.errors).toEqual({
      name: 'Enter a name.',
      body: 'Write something.',
    });
  });

  it('leaves the optional slug and sort order out of the body when blank', () => {
    const result = checkFormValues(FIELDS, {
      ...emptyFormValues(FIELDS),
      name: ' Ada ',
      body: 'Text  \n',
      items: 'one\n\n two ',
    });
    expect(result).toStrictEqual({
      ok: true,
      input: { name: 'Ada', body: 'Text  \n', items: ['one', 'two'] },
    });
  });

  it('round-trips a saved record through the form unchanged', () => {
    const saved = { name: 'Ada', slug: 'ada', body: 'Text', items: ['one', 'two'], sortOrder: 3 };
    expect(checkFormValues(FIELDS, formValuesOf(FIELDS, saved))).toStrictEqual({
      ok: true,
      input: saved,
    });
  });
});
