import {
  DESCRIPTION_MAX_LENGTH,
  DURATION_MAX_LENGTH,
  LONG_DESCRIPTION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  POSITIONS_MAX,
  PROGRAM_STATUSES,
  type Program,
  type ProgramInput,
  type ProgramStatus,
} from '@sandglass/shared';
import {
  calendarDateProblem,
  choiceProblem,
  hasProblems,
  listProblem,
  onlyProblems,
  optionalSlug,
  optionalSortOrder,
  parseLines,
  slugProblem,
  sortOrderProblem,
  textOrNull,
  textProblem,
  wholeNumberProblem,
  type FormCheck,
} from '../forms/rules';

export interface ProgramFormValues {
  name: string;
  slug: string;
  status: string;
  description: string;
  longDescription: string;
  /** One per line. */
  requirements: string;
  /** One per line. */
  benefits: string;
  duration: string;
  positions: string;
  applicationDeadline: string;
  sortOrder: string;
}

export type ProgramField = keyof ProgramFormValues;

export function emptyProgramValues(): ProgramFormValues {
  return {
    name: '',
    slug: '',
    status: 'upcoming',
    description: '',
    longDescription: '',
    requirements: '',
    benefits: '',
    duration: '',
    positions: '1',
    applicationDeadline: '',
    sortOrder: '',
  };
}

export function programValuesOf(program: Program): ProgramFormValues {
  return {
    name: program.name,
    slug: program.slug,
    status: program.status,
    description: program.description,
    longDescription: program.longDescription,
    requirements: program.requirements.join('\n'),
    benefits: program.benefits.join('\n'),
    duration: program.duration,
    positions: String(program.positions),
    applicationDeadline: program.applicationDeadline ?? '',
    sortOrder: String(program.sortOrder),
  };
}

export function checkProgram(values: ProgramFormValues): FormCheck<ProgramInput, ProgramField> {
  const requirements = parseLines(values.requirements);
  const benefits = parseLines(values.benefits);
  const errors = onlyProblems<ProgramField>({
    name: textProblem(values.name, {
      label: 'Name',
      max: NAME_MAX_LENGTH,
      required: 'Enter the program name.',
      singleLine: true,
    }),
    slug: slugProblem(values.slug),
    status: choiceProblem(values.status, PROGRAM_STATUSES, 'Choose a status.'),
    description: textProblem(values.description, {
      label: 'Description',
      max: DESCRIPTION_MAX_LENGTH,
      required: 'Enter a short description.',
    }),
    longDescription: textProblem(values.longDescription, {
      label: 'Long description',
      max: LONG_DESCRIPTION_MAX_LENGTH,
      required: 'Enter the long description.',
    }),
    requirements: listProblem(requirements, 'Requirements'),
    benefits: listProblem(benefits, 'Benefits'),
    duration: textProblem(values.duration, {
      label: 'Duration',
      max: DURATION_MAX_LENGTH,
      required: 'Enter the duration, such as 6 months.',
      singleLine: true,
    }),
    positions: wholeNumberProblem(values.positions, {
      label: 'Positions',
      min: 1,
      max: POSITIONS_MAX,
      required: 'Enter the number of positions.',
    }),
    applicationDeadline: calendarDateProblem(values.applicationDeadline, 'Application deadline'),
    sortOrder: sortOrderProblem(values.sortOrder),
  });
  if (hasProblems(errors)) return { ok: false, errors };
  return {
    ok: true,
    input: {
      name: values.name.trim(),
      ...optionalSlug(values.slug),
      status: values.status as ProgramStatus,
      description: values.description.trim(),
      longDescription: values.longDescription.trim(),
      requirements,
      benefits,
      duration: values.duration.trim(),
      positions: Number(values.positions.trim()),
      applicationDeadline: textOrNull(values.applicationDeadline),
      ...optionalSortOrder(values.sortOrder),
    },
  };
}
