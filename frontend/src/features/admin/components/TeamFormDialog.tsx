import {
  BIO_MAX_LENGTH,
  JOB_TITLE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SLUG_MAX_LENGTH,
  type TeamMember,
} from '@sandglass/shared';
import { useState } from 'react';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toastStore';
import { useCreateTeamMemberMutation, useUpdateTeamMemberMutation } from '../adminApi';
import { checkTeamMember, emptyTeamValues, teamValuesOf } from '../forms/teamForm';
import { useEntityForm } from '../forms/useEntityForm';
import { useSlugField } from '../forms/useSlugField';
import { FormDialog } from './FormDialog';
import { FormGrid, FormGridItem } from './FormGrid';
import { ImageUploadField } from './ImageUploadField';

export interface TeamFormDialogProps {
  /** The member to edit; none to add one. */
  member?: TeamMember;
  onClose: () => void;
}

/** Every field of a team member, checked as the service checks them. */
export function TeamFormDialog({ member, onClose }: TeamFormDialogProps) {
  const form = useEntityForm(member ? teamValuesOf(member) : emptyTeamValues(), checkTeamMember);
  const { bindSource, bindSlug } = useSlugField(form, 'name', Boolean(member));
  const [create, creation] = useCreateTeamMemberMutation();
  const [update, updating] = useUpdateTeamMemberMutation();
  const [uploading, setUploading] = useState(false);

  async function handleSubmit() {
    const input = form.check();
    if (!input) return;
    try {
      if (member) {
        await update({ id: member.id, changes: input }).unwrap();
        toast({ title: 'Team member updated', description: `${input.name} was saved.` });
      } else {
        await create(input).unwrap();
        toast({
          title: 'Team member added',
          description: `${input.name} is now on the team page.`,
        });
      }
      onClose();
    } catch (error) {
      const message = form.showServerError(error, 'The team member could not be saved. Try again.');
      toast({
        title: 'Could not save the team member',
        description: message,
        variant: 'destructive',
      });
    }
  }

  return (
    <FormDialog
      title={member ? `Edit ${member.name}` : 'Add a team member'}
      description="A title containing “Partner” or “Managing” places the member under Leadership."
      onClose={onClose}
      onSubmit={handleSubmit}
      submitLabel={member ? 'Save changes' : 'Add member'}
      pendingLabel={member ? 'Saving...' : 'Adding...'}
      isPending={creation.isLoading || updating.isLoading}
      isBusy={uploading}
      formError={form.formError}
    >
      <FormGrid>
        <TextField label="Name" maxLength={NAME_MAX_LENGTH} required {...bindSource()} />
        <TextField
          label="Slug"
          maxLength={SLUG_MAX_LENGTH}
          hint="Made from the name until you change it."
          {...bindSlug()}
        />
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
