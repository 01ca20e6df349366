import {
  DESCRIPTION_MAX_LENGTH,
  DURATION_MAX_LENGTH,
  LONG_DESCRIPTION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  POSITIONS_MAX,
  PROGRAM_STATUSES,
  type Program,
  type ProgramInput,
} from '@sandglass/shared';
import {
  calendarDateField,
  checkFormValues,
  choiceField,
  emptyFormValues,
  formValuesOf,
  linesField,
  slugField,
  sortOrderField,
  textField,
  wholeNumberField,
  type FormValues,
} from '../forms/fieldTable';
import type { FormCheck } from '../forms/rules';

const PROGRAM_FIELDS = {
  name: textField({
    label: 'Name',
    max: NAME_MAX_LENGTH,
    required: 'Enter the program name.',
    singleLine: true,
  }),
  slug: slugField(),
  status: choiceField(PROGRAM_STATUSES, 'Choose a status.', 'upcoming'),
  description: textField({
    label: 'Description',
    max: DESCRIPTION_MAX_LENGTH,
    required: 'Enter a short description.',
  }),
  longDescription: textField({
    label: 'Long description',
    max: LONG_DESCRIPTION_MAX_LENGTH,
    required: 'Enter the long description.',
  }),
  /** One per line. */
  requirements: linesField('Requirements'),
  /** One per line. */
  benefits: linesField('Benefits'),
  duration: textField({
    label: 'Duration',
    max: DURATION_MAX_LENGTH,
    required: 'Enter the duration, such as 6 months.',
    singleLine: true,
  }),
  positions: wholeNumberField(
    { label: 'Positions', min: 1, max: POSITIONS_MAX, required: 'Enter the number of positions.' },
    '1',
  ),
  applicationDeadline: calendarDateField('Application deadline'),
  sortOrder: sortOrderField(),
};

export type ProgramFormValues = FormValues<typeof PROGRAM_FIELDS>;
export type ProgramField = keyof ProgramFormValues;

export function emptyProgramValues(): ProgramFormValues {
  return emptyFormValues(PROGRAM_FIELDS);
}

export function programValuesOf(program: Program): ProgramFormValues {
  return formValuesOf(PROGRAM_FIELDS, program);
}

export function checkProgram(values: ProgramFormValues): FormCheck<ProgramInput, ProgramField> {
  return checkFormValues(PROGRAM_FIELDS, values);
}
