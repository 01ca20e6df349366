import {
  BIO_MAX_LENGTH,
  JOB_TITLE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  type TeamMember,
  type TeamMemberInput,
} from '@sandglass/shared';
import {
  hasProblems,
  imageUrlProblem,
  onlyProblems,
  optionalSlug,
  optionalSortOrder,
  slugProblem,
  sortOrderProblem,
  textOrNull,
  textProblem,
  webUrlProblem,
  type FormCheck,
} from '../forms/rules';

export interface TeamFormValues {
  name: string;
  slug: string;
  title: string;
  bio: string;
  photoUrl: string;
  linkedinUrl: string;
  twitterUrl: string;
  sortOrder: string;
}

export type TeamField = keyof TeamFormValues;

export function emptyTeamValues(): TeamFormValues {
  return {
    name: '',
    slug: '',
    title: '',
    bio: '',
    photoUrl: '',
    linkedinUrl: '',
    twitterUrl: '',
    sortOrder: '',
  };
}

export function teamValuesOf(member: TeamMember): TeamFormValues {
  return {
    name: member.name,
    slug: member.slug,
    title: member.title,
    bio: member.bio,
    photoUrl: member.photoUrl ?? '',
    linkedinUrl: member.linkedinUrl ?? '',
    twitterUrl: member.twitterUrl ?? '',
    sortOrder: String(member.sortOrder),
  };
}

export function checkTeamMember(values: TeamFormValues): FormCheck<TeamMemberInput, TeamField> {
  const errors = onlyProblems<TeamField>({
    name: textProblem(values.name, {
      label: 'Name',
      max: NAME_MAX_LENGTH,
      required: 'Enter the team member’s name.',
      singleLine: true,
    }),
    slug: slugProblem(values.slug),
    title: textProblem(values.title, {
      label: 'Title',
      max: JOB_TITLE_MAX_LENGTH,
      required: 'Enter the team member’s title.',
      singleLine: true,
    }),
    bio: textProblem(values.bio, {
      label: 'Bio',
      max: BIO_MAX_LENGTH,
      required: 'Enter a short bio.',
    }),
    photoUrl: imageUrlProblem(values.photoUrl, 'Photo'),
    linkedinUrl: webUrlProblem(values.linkedinUrl, 'LinkedIn address'),
    twitterUrl: webUrlProblem(values.twitterUrl, 'X (Twitter) address'),
    sortOrder: sortOrderProblem(values.sortOrder),
  });
  if (hasProblems(errors)) return { ok: false, errors };
  return {
    ok: true,
    input: {
      name: values.name.trim(),
      ...optionalSlug(values.slug),
      title: values.title.trim(),
      bio: values.bio.trim(),
      photoUrl: textOrNull(values.photoUrl),
      linkedinUrl: textOrNull(values.linkedinUrl),
      twitterUrl: textOrNull(values.twitterUrl),
      ...optionalSortOrder(values.sortOrder),
    },
  };
}
