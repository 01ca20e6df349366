import { AI_TEXT_MAX_LENGTH, BLOG_CATEGORIES, type BlogContentResponse } from '@sandglass/shared';
import { styled } from 'styled-components';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { useSession } from '../../auth';
import { FAILURE_MESSAGES } from '../playgroundText';
import { useGeneration } from '../useGeneration';
import { usePlaygroundForm } from '../usePlaygroundForm';
import { GenerationResult } from './GenerationResult';
import { MarkdownContent } from '../../markdown';
import { PlaygroundForm } from './PlaygroundForm';
import { SaveDraft } from './SaveDraft';

const CATEGORY_OPTIONS = BLOG_CATEGORIES.map(({ id, label }) => ({ value: id, label }));

const StyledTitle = styled.h4`
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const StyledSummary = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

export interface BlogContentFormProps {
  model: string | undefined;
}

/** Spec section 2, "Blog Content": a topic (required) and an optional category. */
export function BlogContentForm({ model }: BlogContentFormProps) {
  const {
    values: { topic, category },
    field,
  } = usePlaygroundForm('blog-content');
  const { state, start, stop } = useGeneration('blog-content');
  const { permissions } = useSession();
  const draft: Partial<BlogContentResponse> =
    state.status === 'done'
      ? (state.done?.result as BlogContentResponse)
      : { ...state.fields, content: state.text };
  const label = BLOG_CATEGORIES.find((option) => option.id === category)?.label;

  function handleSubmit() {
    void start({ topic: topic.trim(), category: label, model });
  }

  return (
    <>
      <PlaygroundForm
        label="Blog Content"
        submitLabel="Generate Blog Content"
        pairFirstFields
        isStreaming={state.status === 'streaming'}
        onStop={stop}
        onSubmit={handleSubmit}
        required={[topic]}
      >
        <TextField
          label="Topic"
          placeholder="Why vertical AI wins in regulated markets"
          maxLength={AI_TEXT_MAX_LENGTH}
          {...field('topic')}
        />
        <SelectField
          label="Category (optional)"
          placeholder="No particular category"
          options={CATEGORY_OPTIONS}
          {...field('category')}
        />
      </PlaygroundForm>
      <GenerationResult
        endpoint="blog-content"
        heading="Blog draft"
        state={state}
        failureMessage={FAILURE_MESSAGES['blog-content']}
        copyText={[draft.title, draft.summary, draft.content].filter(Boolean).join('\n\n')}
        hasContent={Boolean(draft.title || draft.summary || draft.content)}
        actions={
          permissions.canAccessAdmin &&
          state.status === 'done' && (
            <SaveDraft draft={draft as BlogContentResponse} category={category || undefined} />
          )
        }
      >
        {draft.title && <StyledTitle>{draft.title}</StyledTitle>}
        {draft.summary && <StyledSummary>{draft.summary}</StyledSummary>}
        {draft.content && <MarkdownContent markdown={draft.content} />}
      </GenerationResult>
    </>
  );
}
