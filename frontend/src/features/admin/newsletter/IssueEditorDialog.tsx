import {
  BODY_MAX_LENGTH,
  PREHEADER_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  type NewsletterIssue,
} from '@sandglass/shared';
import { lazy, Suspense, useId, useState } from 'react';
import { styled } from 'styled-components';
import { FormDialog } from '../../../ui/FormDialog';
import { FormGrid, FormGridItem } from '../../../ui/FormGrid';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { useCreateIssueMutation, useUpdateIssueMutation } from '../../newsletter';
import { useEntityForm } from '../forms/useEntityForm';
import { useEntitySave } from '../forms/useEntitySave';
import { checkIssue, emptyIssueValues, issueValuesOf } from './issueForm';

// marked and DOMPurify arrive only when an issue is opened for writing.
const MarkdownPreview = lazy(() =>
  import('../blog/MarkdownPreview').then((module) => ({ default: module.MarkdownPreview })),
);

/** The widths the preview shows the mail at: a desktop client's reading pane and a phone. */
const WIDTHS = [
  { value: 'desktop', label: 'Desktop', width: '600px' },
  { value: 'phone', label: 'Phone', width: '360px' },
] as const;
type PreviewWidth = (typeof WIDTHS)[number]['value'];

const StyledWriting = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }

  textarea {
    min-height: 16rem;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const StyledPreviewColumn = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const StyledPreviewHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};

  h3 {
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 600;
  }
`;

const StyledToggle = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceMuted};

  button {
    min-height: 32px;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    border: 0;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: transparent;
    color: ${({ theme }) => theme.color.inkMuted};
    font-weight: 600;
    cursor: pointer;
  }

  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
`;

const StyledFrame = styled.div<{ $width: string }>`
  width: min(100%, ${({ $width }) => $width});
  margin-inline: auto;
  transition: width ${({ theme }) => theme.motion.fast} ease;
`;

const StyledInbox = styled.p`
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};

  strong {
    display: block;
    color: ${({ theme }) => theme.color.ink};
  }
`;

const StyledHint = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

export interface IssueEditorDialogProps {
  /** The draft to change; none to write a new one. */
  issue?: NewsletterIssue;
  onClose: () => void;
}

/**
 * Writes or changes a draft issue: subject, the preheader mail clients show beside it, and the
 * Markdown body, previewed as it will read at a desktop's width and a phone's.
 */
export function IssueEditorDialog({ issue, onClose }: IssueEditorDialogProps) {
  const form = useEntityForm(issue ? issueValuesOf(issue) : emptyIssueValues(), checkIssue);
  const [create] = useCreateIssueMutation();
  const [update] = useUpdateIssueMutation();
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const previewLabelId = useId();
  const { values } = form;

  const saving = useEntitySave(form, {
    save: (input) =>
      issue
        ? update({ id: issue.id, ...input }).unwrap()
        : create({ ...input, preheader: input.preheader ?? undefined }).unwrap(),
    savedToast: (saved) => ({
      title: 'Draft saved',
      description: `“${saved.subject}” is saved. Send a test or send it from the list.`,
    }),
    failureTitle: 'Could not save the issue',
    failureFallback: 'The issue could not be saved. Try again.',
    onSaved: onClose,
  });

  return (
    <FormDialog
      title={issue ? `Edit “${issue.subject}”` : 'Write an issue'}
      description="Issues are written in Markdown and go to every confirmed subscriber once. Each mail carries a one-click unsubscribe link."
      onClose={onClose}
      onSubmit={saving.submit}
      submitLabel={issue ? 'Save changes' : 'Save draft'}
      pendingLabel="Saving..."
      isPending={saving.isPending}
      hasChanges={form.isDirty}
      formError={form.formError}
      size="xl"
    >
      <FormGrid>
        <FormGridItem wide>
          <TextField
            label="Subject"
            maxLength={TITLE_MAX_LENGTH}
            required
            {...form.bind('subject')}
          />
        </FormGridItem>
        <FormGridItem wide>
          <TextField
            label="Preheader"
            maxLength={PREHEADER_MAX_LENGTH}
            hint="The line mail clients show beside the subject (optional)."
            {...form.bind('preheader')}
          />
        </FormGridItem>
        <FormGridItem wide>
          <StyledWriting>
            <TextAreaField
              label="Body (Markdown)"
              rows={14}
              maxLength={BODY_MAX_LENGTH}
              required
              hint="## for a heading, **bold**, [a link](https://…), ![an image](/api/uploads/…) from the upload store."
              {...form.bind('body')}
            />
            <StyledPreviewColumn>
              <StyledPreviewHead>
                <h3 id={previewLabelId}>Preview</h3>
                <StyledToggle role="group" aria-label="Preview width">
                  {WIDTHS.map((option) => (
                    <button
                      key={option.value}
                      type="button"
                      aria-pressed={width === option.value}
                      onClick={() => setWidth(option.value)}
                    >
                      {option.label}
                    </button>
                  ))}
                </StyledToggle>
              </StyledPreviewHead>
              <StyledFrame
                $width={WIDTHS.find((option) => option.value === width)!.width}
                data-preview-width={width}
              >
                <StyledInbox>
                  <strong>{values.subject.trim() || 'No subject yet'}</strong>
                  {values.preheader.trim() || 'No preheader: mail clients show the first line.'}
                </StyledInbox>
                <Suspense fallback={<StyledHint role="status">Loading the preview...</StyledHint>}>
                  <MarkdownPreview markdown={values.body} labelledBy={previewLabelId} />
                </Suspense>
                <StyledHint>
                  Every mail ends with: “You receive this because you subscribed. Unsubscribe”.
                </StyledHint>
              </StyledFrame>
            </StyledPreviewColumn>
          </StyledWriting>
        </FormGridItem>
      </FormGrid>
    </FormDialog>
  );
}
