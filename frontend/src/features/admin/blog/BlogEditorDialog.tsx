import {
  BLOG_CATEGORIES,
  BODY_MAX_LENGTH,
  EXCERPT_MAX_LENGTH,
  SEO_DESCRIPTION_MAX_LENGTH,
  SEO_TITLE_MAX_LENGTH,
  SLUG_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  type BlogPost,
  type BlogPostStatus,
  type BlogPostSummary,
} from '@sandglass/shared';
import { lazy, Suspense, useId, useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { apiErrorMessage } from '../../../lib/apiError';
import { Alert } from '../../../ui/Alert';
import { CheckboxField } from '../../../ui/CheckboxField';
import { Dialog } from '../../../ui/Dialog';
import { LoadingScreen } from '../../../ui/LoadingScreen';
import { SelectField } from '../../../ui/SelectField';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import {
  postPath,
  useCreateBlogPostMutation,
  usePostQuery,
  useUpdateBlogPostMutation,
} from '../../blog';
import { useTeamQuery } from '../../team';
import { formatDate } from '../adminText';
import { blogValuesOf, characterCount, checkBlogPost, emptyBlogValues } from './blogForm';
import { useEntityForm } from '../forms/useEntityForm';
import { useEntitySave } from '../forms/useEntitySave';
import { useSlugField } from '../forms/useSlugField';
import { FormDialog } from '../../../ui/FormDialog';
import { FormGrid, FormGridItem } from '../../../ui/FormGrid';
import { ImageUploadField } from '../components/ImageUploadField';
import { InsertImageButton } from './InsertImageButton';

// marked and DOMPurify arrive only when an article is opened for writing.
const MarkdownPreview = lazy(() =>
  import('./MarkdownPreview').then((module) => ({ default: module.MarkdownPreview })),
);

const CATEGORY_OPTIONS = BLOG_CATEGORIES.map(({ id, label }) => ({ value: id, label }));

const StyledWriting = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  textarea {
    min-height: 16rem;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const StyledBodyColumn = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const StyledPreviewColumn = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const StyledPreviewLabel = styled.h3`
  font-family: ${({ theme }) => theme.font.body};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;

const StyledStatus = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1.5)};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 600;
  }
`;

const StyledChoices = styled.div`
  display: inline-flex;
  justify-self: start;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceMuted};

  label {
    position: relative;
    padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(5)}`};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.color.inkMuted};
    font-weight: 600;
    cursor: pointer;
  }

  label:has(input:checked) {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }

  label:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  /* The radio itself covers its label, invisible: clicks and keys reach it directly. */
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
`;

const StyledHint = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

const STATUS_CHOICES: { value: BlogPostStatus; label: string }[] = [
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
];

interface BlogEditorFormProps {
  post?: BlogPost;
  onClose: () => void;
}

function BlogEditorForm({ post, onClose }: BlogEditorFormProps) {
  const form = useEntityForm(post ? blogValuesOf(post) : emptyBlogValues(), checkBlogPost);
  const { bindSource, bindSlug } = useSlugField(form, 'title', Boolean(post));
  const team = useTeamQuery();
  const [create] = useCreateBlogPostMutation();
  const [update] = useUpdateBlogPostMutation();
  const [uploading, setUploading] = useState(false);
  const [insertingImage, setInsertingImage] = useState(false);
  const [bodyImageProblem, setBodyImageProblem] = useState<string>();
  const bodyField = useRef<HTMLTextAreaElement>(null);
  const previewLabelId = useId();
  const statusHintId = useId();
  const [share, setShare] = useState(false);
  const { values } = form;
  const bodyBinding = form.bind('body');
  const publishing = values.status === 'published' && post?.status !== 'published';

  const authorOptions = (team.data ?? []).map((member) => ({
    value: member.id,
    label: `${member.name} – ${member.title}`,
  }));

  // "Share on social" is asked per save, and only of a published article.
  const shareToSocial = share && values.status === 'published';

  const saving = useEntitySave(form, {
    save: (fields) => {
      const input = shareToSocial ? { ...fields, shareToSocial: true } : fields;
      return post ? update({ id: post.id, changes: input }).unwrap() : create(input).unwrap();
    },
    savedToast: (saved) =>
      saved.status === 'published'
        ? {
            title: 'Article published',
            description: [
              `“${saved.title}” is live at /insights/${saved.slug}.`,
              saved.socialShare?.message,
            ]
              .filter(Boolean)
              .join(' '),
          }
        : {
            title: 'Draft saved',
            description: `“${saved.title}” is saved as a draft; only admins see it.`,
          },
    failureTitle: 'Could not save the article',
    failureFallback: 'The article could not be saved. Try again.',
    onSaved: onClose,
  });

  function handleStatusChange(event: ChangeEvent<HTMLInputElement>) {
    form.setValue('status', event.target.value);
  }

  return (
    <FormDialog
      title={post ? `Edit “${post.title}”` : 'Write an article'}
      description="Articles are written in Markdown. Drafts are seen only here; publishing puts the article on Insights."
      onClose={onClose}
      onSubmit={saving.submit}
      submitLabel={post && !publishing ? 'Save changes' : publishing ? 'Publish' : 'Save draft'}
      pendingLabel={publishing ? 'Publishing...' : 'Saving...'}
      isPending={saving.isPending}
      isBusy={uploading || insertingImage}
      hasChanges={form.isDirty}
      formError={form.formError}
      size="xl"
    >
      <FormGrid>
        <FormGridItem wide>
          <TextField label="Title" maxLength={TITLE_MAX_LENGTH} required {...bindSource()} />
        </FormGridItem>
        <TextField
          label="Slug"
          maxLength={SLUG_MAX_LENGTH}
          hint={`The address: /insights/${values.slug || '…'}`}
          {...bindSlug()}
        />
        <SelectField
          label="Category"
          options={CATEGORY_OPTIONS}
          placeholder="Choose a category"
          required
          {...form.bind('category')}
        />
        <FormGridItem wide>
          <TextAreaField
            label="Excerpt"
            rows={3}
            maxLength={EXCERPT_MAX_LENGTH}
            required
            hint={`Shown on the listing. ${characterCount(values.excerpt, EXCERPT_MAX_LENGTH)}`}
            {...form.bind('excerpt')}
          />
        </FormGridItem>
        <FormGridItem wide>
          <StyledWriting>
            <StyledBodyColumn>
              <TextAreaField
                ref={bodyField}
                label="Body (Markdown)"
                rows={14}
                maxLength={BODY_MAX_LENGTH}
                required
                hint="## for a heading, **bold**, *italic*, [a link](https://…), - for a list, ![alt text](address) for an image."
                {...bodyBinding}
                onChange={(event) => {
                  setBodyImageProblem(undefined);
                  bodyBinding.onChange(event);
                }}
                error={bodyImageProblem ?? bodyBinding.error}
              />
              <InsertImageButton
                textArea={bodyField}
                value={values.body}
                onChange={(body) => form.setValue('body', body)}
                onProblem={setBodyImageProblem}
                onUploadingChange={setInsertingImage}
              />
            </StyledBodyColumn>
            <StyledPreviewColumn>
              <StyledPreviewLabel id={previewLabelId}>Preview</StyledPreviewLabel>
              <Suspense fallback={<StyledHint role="status">Loading the preview...</StyledHint>}>
                <MarkdownPreview markdown={values.body} labelledBy={previewLabelId} />
              </Suspense>
            </StyledPreviewColumn>
          </StyledWriting>
        </FormGridItem>
        <TextField
          label="Tags"
          hint="Separated by commas, e.g. Agents, Infrastructure."
          {...form.bind('tags')}
        />
        <SelectField
          label="Author"
          options={authorOptions}
          placeholder="No author"
          hint={
            team.isError ? 'The team could not be loaded; the author can be set later.' : undefined
          }
          {...form.bind('authorId')}
        />
        <FormGridItem wide>
          <ImageUploadField
            label="Featured image"
            value={values.featuredImageUrl}
            onChange={(url) => form.setValue('featuredImageUrl', url)}
            error={form.errors.featuredImageUrl}
            onUploadingChange={setUploading}
            wide
          />
        </FormGridItem>
        <TextField
          label="SEO title"
          maxLength={SEO_TITLE_MAX_LENGTH}
          hint={`For search results; the title when empty. ${characterCount(values.seoTitle, SEO_TITLE_MAX_LENGTH)}`}
          {...form.bind('seoTitle')}
        />
        <TextAreaField
          label="SEO description"
          rows={3}
          maxLength={SEO_DESCRIPTION_MAX_LENGTH}
          hint={`For search results; the excerpt when empty. ${characterCount(values.seoDescription, SEO_DESCRIPTION_MAX_LENGTH)}`}
          {...form.bind('seoDescription')}
        />
        <FormGridItem wide>
          <StyledStatus aria-describedby={statusHintId}>
            <legend>Status</legend>
            <StyledChoices>
              {STATUS_CHOICES.map((choice) => (
                <label key={choice.value}>
                  <input
                    type="radio"
                    name="status"
                    value={choice.value}
                    checked={values.status === choice.value}
                    onChange={handleStatusChange}
                  />
                  {choice.label}
                </label>
              ))}
            </StyledChoices>
            <StyledHint id={statusHintId}>
              {post?.publishedAt
                ? `First published ${formatDate(post.publishedAt)}. A draft is hidden from the site.`
                : 'Publishing puts the article on Insights and sets its publication date.'}
            </StyledHint>
            {post && post.status !== 'published' && (
              <StyledHint>
                <Link to={postPath(post.slug)} target="_blank" rel="noopener noreferrer">
                  Preview the saved draft
                </Link>{' '}
                at its address (a new tab; only admins see it there).
              </StyledHint>
            )}
          </StyledStatus>
        </FormGridItem>
        <FormGridItem wide>
          <CheckboxField
            name="featured"
            checked={values.featured === 'true'}
            onChange={(checked) => form.setValue('featured', checked ? 'true' : '')}
            label="Feature this article on Insights"
            hint={
              post?.featured
                ? 'Featured now: Insights shows it first. Untick to show the newest article there instead.'
                : 'Insights shows it first, in place of the article featured now (shown once published). With none chosen, Insights features the newest article.'
            }
          />
        </FormGridItem>
        <FormGridItem wide>
          <CheckboxField
            name="shareToSocial"
            checked={shareToSocial}
            disabled={values.status !== 'published'}
            onChange={setShare}
            label="Share on social"
            hint={
              values.status === 'published'
                ? 'On saving, makes a draft post for you with the title, excerpt, link and featured image, for the platforms you have connected. It waits in Social Media → Scheduled, under Drafts, until you schedule or post it.'
                : 'Publish the article to share it on social.'
            }
          />
        </FormGridItem>
      </FormGrid>
    </FormDialog>
  );
}

export interface BlogEditorDialogProps {
  /** The article to edit (its whole text is loaded first); none to write a new one. */
  post?: BlogPostSummary;
  onClose: () => void;
}

/** The blog editor: Markdown with a live preview, draft or published, SEO fields. */
export function BlogEditorDialog({ post, onClose }: BlogEditorDialogProps) {
  const full = usePostQuery(post?.slug ?? '', { skip: !post });

  if (!post) return <BlogEditorForm onClose={onClose} />;
  if (full.data) return <BlogEditorForm key={full.data.id} post={full.data} onClose={onClose} />;

  function handleOpenChange(open: boolean) {
    if (!open) onClose();
  }

  return (
    <Dialog
      open
      onOpenChange={handleOpenChange}
      title={`Edit “${post.title}”`}
      description="Loading the whole article."
      size="xl"
    >
      {full.error ? (
        <Alert title="The article could not be loaded.">
          {apiErrorMessage(full.error, 'Close this and try again.')}
        </Alert>
      ) : (
        <LoadingScreen message="Loading the article..." />
      )}
    </Dialog>
  );
}
