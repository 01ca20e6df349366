import { BIO_MAX_LENGTH, JOB_TITLE_MAX_LENGTH, type TeamMember } from '@sandglass/shared';
import { useCreateTeamMemberMutation, useUpdateTeamMemberMutation } from '../../team';
import { checkTeamMember, emptyTeamValues, teamValuesOf } from './teamForm';
import { recordFormConfig, RecordFormDialog } from '../components/RecordFormDialog';

export interface TeamFormDialogProps {
  /** The member to edit; none to add one. */
  member?: TeamMember;
  onClose: () => void;
}

const TEAM_FORM = recordFormConfig({
  check: checkTeamMember,
  useCreate: useCreateTeamMemberMutation,
  useUpdate: useUpdateTeamMemberMutation,
  noun: 'team member',
  addedWhere: 'is now on the team page',
  addLabel: 'Add member',
  description: 'A title containing “Partner” or “Managing” places the member under Leadership.',
  fields: [
    {
      field: 'title',
      control: 'text',
      label: 'Title',
      maxLength: JOB_TITLE_MAX_LENGTH,
      required: true,
    },
    {
      field: 'sortOrder',
      control: 'text',
      label: 'Sort order',
      inputMode: 'numeric',
      hint: 'Lower comes first.',
    },
    {
      field: 'bio',
      control: 'textarea',
      label: 'Bio',
      rows: 5,
      maxLength: BIO_MAX_LENGTH,
      required: true,
      wide: true,
    },
    {
      field: 'linkedinUrl',
      control: 'text',
      label: 'LinkedIn address',
      type: 'url',
      inputMode: 'url',
      placeholder: 'https://www.linkedin.com/in/…',
    },
    {
      field: 'twitterUrl',
      control: 'text',
      label: 'X (Twitter) address',
      type: 'url',
      inputMode: 'url',
      placeholder: 'https://x.com/…',
    },
    { field: 'photoUrl', control: 'image', label: 'Photo', wide: true },
  ],
});

/** Every field of a team member, checked as the service checks them. */
export function TeamFormDialog({ member, onClose }: TeamFormDialogProps) {
  const initial = member ? teamValuesOf(member) : emptyTeamValues();
  return (
    <RecordFormDialog config={TEAM_FORM} initial={initial} existing={member} onClose={onClose} />
  );
}
