import {
  BIO_MAX_LENGTH,
  JOB_TITLE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  type TeamMember,
  type TeamMemberInput,
} from '@sandglass/shared';
import {
  checkFormValues,
  emptyFormValues,
  formValuesOf,
  imageUrlField,
  slugField,
  sortOrderField,
  textField,
  webUrlField,
  type FormValues,
} from '../forms/fieldTable';
import type { FormCheck } from '../forms/rules';

const TEAM_FIELDS = {
  name: textField({
    label: 'Name',
    max: NAME_MAX_LENGTH,
    required: 'Enter the team member’s name.',
    singleLine: true,
  }),
  slug: slugField(),
  title: textField({
    label: 'Title',
    max: JOB_TITLE_MAX_LENGTH,
    required: 'Enter the team member’s title.',
    singleLine: true,
  }),
  bio: textField({ label: 'Bio', max: BIO_MAX_LENGTH, required: 'Enter a short bio.' }),
  photoUrl: imageUrlField('Photo'),
  linkedinUrl: webUrlField('LinkedIn address'),
  twitterUrl: webUrlField('X (Twitter) address'),
  sortOrder: sortOrderField(),
};

export type TeamFormValues = FormValues<typeof TEAM_FIELDS>;
export type TeamField = keyof TeamFormValues;

export function emptyTeamValues(): TeamFormValues {
  return emptyFormValues(TEAM_FIELDS);
}

export function teamValuesOf(member: TeamMember): TeamFormValues {
  return formValuesOf(TEAM_FIELDS, member);
}

export function checkTeamMember(values: TeamFormValues): FormCheck<TeamMemberInput, TeamField> {
  return checkFormValues(TEAM_FIELDS, values);
}
