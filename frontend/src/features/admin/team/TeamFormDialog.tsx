import { BIO_MAX_LENGTH, JOB_TITLE_MAX_LENGTH, type TeamMember } from '@sandglass/shared';
import { useState } from 'react';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { useCreateTeamMemberMutation, useUpdateTeamMemberMutation } from '../../team/teamApi';
import { checkTeamMember, emptyTeamValues, teamValuesOf } from './teamForm';
import { useEntityForm } from '../forms/useEntityForm';
import { useEntitySave } from '../forms/useEntitySave';
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
  const [create] = useCreateTeamMemberMutation();
  const [update] = useUpdateTeamMemberMutation();
  const [uploading, setUploading] = useState(false);
  const saving = useEntitySave(form, {
    save: (input) =>
      member ? update({ id: member.id, changes: input }).unwrap() : create(input).unwrap(),
    savedToast: (saved) =>
      member
        ? { title: 'Team member updated', description: `${saved.name} was saved.` }
        : { title: 'Team member added', description: `${saved.name} is now on the team page.` },
    failureTitle: 'Could not save the team member',
    failureFallback: 'The team member could not be saved. Try again.',
    onSaved: onClose,
  });

  return (
    <FormDialog
      title={member ? `Edit ${member.name}` : 'Add a team member'}
      description="A title containing “Partner” or “Managing” places the member under Leadership."
      onClose={onClose}
      onSubmit={saving.submit}
      submitLabel={member ? 'Save changes' : 'Add member'}
      pendingLabel={member ? 'Saving...' : 'Adding...'}
      isPending={saving.isPending}
      isBusy={uploading}
      hasChanges={form.isDirty}
      formError={form.formError}
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
