import { BIO_MAX_LENGTH, JOB_TITLE_MAX_LENGTH, type TeamMember } from '@sandglass/shared';
import { useState } from 'react';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { useCreateTeamMemberMutation, useUpdateTeamMemberMutation } from '../../team/teamApi';
import { checkTeamMember, emptyTeamValues, teamValuesOf } from './teamForm';
import { useEntityForm } from '../forms/useEntityForm';
import { useAddEditSave } from '../forms/useEntitySave';
import { FormDialog } from '../ui/FormDialog';
import { FormGrid, FormGridItem } from '../ui/FormGrid';
import { NameSlugFields } from '../ui/NameSlugFields';
import { ImageUploadField } from '../ui/ImageUploadField';

export interface TeamFormDialogProps {
  /** The member to edit; none to add one. */
  member?: TeamMember;
  onClose: () => void;
}

/** Every field of a team member, checked as the service checks them. */
export function TeamFormDialog({ member, onClose }: TeamFormDialogProps) {
  const form = useEntityForm(member ? teamValuesOf(member) : emptyTeamValues(), checkTeamMember);
  const [uploading, setUploading] = useState(false);
  const dialog = useAddEditSave(form, {
    existing: member,
    useCreate: useCreateTeamMemberMutation,
    useUpdate: useUpdateTeamMemberMutation,
    noun: 'team member',
    addedWhere: 'is now on the team page',
    addLabel: 'Add member',
    onClose,
  });

  return (
    <FormDialog
      title={member ? `Edit ${member.name}` : 'Add a team member'}
      description="A title containing “Partner” or “Managing” places the member under Leadership."
      {...dialog}
      isBusy={uploading}
    >
      <FormGrid>
        <NameSlugFields form={form} isExisting={Boolean(member)} />
        <TextField
          label="Title"
          maxLength={JOB_TITLE_MAX_LENGTH}
          required
          {...form.bind('title')}
        />
        <TextField
          label="Sort order"
          inputMode="numeric"
          hint="Lower comes first."
          {...form.bind('sortOrder')}
        />
        <FormGridItem wide>
          <TextAreaField
            label="Bio"
            rows={5}
            maxLength={BIO_MAX_LENGTH}
            required
            {...form.bind('bio')}
          />
        </FormGridItem>
        <TextField
          label="LinkedIn address"
          type="url"
          inputMode="url"
          placeholder="https://www.linkedin.com/in/…"
          {...form.bind('linkedinUrl')}
        />
        <TextField
          label="X (Twitter) address"
          type="url"
          inputMode="url"
          placeholder="https://x.com/…"
          {...form.bind('twitterUrl')}
        />
        <FormGridItem wide>
          <ImageUploadField
            label="Photo"
            value={form.values.photoUrl}
            onChange={(url) => form.setValue('photoUrl', url)}
            error={form.errors.photoUrl}
            onUploadingChange={setUploading}
          />
        </FormGridItem>
      </FormGrid>
    </FormDialog>
  );
}
