import {
  BIO_MAX_LENGTH,
  JOB_TITLE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SORT_ORDER_MAX,
  type TeamMember,
  type TeamMemberInput,
} from '@sandglass/shared';
import {
  hasProblems,
  imageUrlProblem,
  onlyProblems,
  slugProblem,
  textOrNull,
  textProblem,
  webUrlProblem,
  wholeNumberProblem,
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
    sortOrder: wholeNumberProblem(values.sortOrder, {
      label: 'Sort order',
      min: 0,
      max: SORT_ORDER_MAX,
    }),
  });
  if (hasProblems(errors)) return { ok: false, errors };
  return {
    ok: true,
    input: {
      name: values.name.trim(),
      ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
      title: values.title.trim(),
      bio: values.bio.trim(),
      photoUrl: textOrNull(values.photoUrl),
      linkedinUrl: textOrNull(values.linkedinUrl),
      twitterUrl: textOrNull(values.twitterUrl),
      ...(values.sortOrder.trim() ? { sortOrder: Number(values.sortOrder.trim()) } : {}),
    },
  };
}
