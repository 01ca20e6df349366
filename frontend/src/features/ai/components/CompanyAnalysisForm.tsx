import {
  AI_CATEGORY_MAX_LENGTH,
  AI_NAME_MAX_LENGTH,
  AI_TAGS_MAX,
  AI_TEXT_MAX_LENGTH,
  splitTags,
  type CompanyAnalysisResponse,
} from '@sandglass/shared';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { FAILURE_MESSAGES } from '../playgroundText';
import { useGeneration } from '../useGeneration';
import { usePlaygroundForm } from '../usePlaygroundForm';
import { GenerationResult } from './GenerationResult';
import { MarkdownContent } from '../../markdown';
import { PlaygroundForm } from './PlaygroundForm';

export interface CompanyAnalysisFormProps {
  model: string | undefined;
}

/** Spec section 2, "Company Analysis": name and description (required), category, tags. */
export function CompanyAnalysisForm({ model }: CompanyAnalysisFormProps) {
  const {
    values: { name, description, category, tags },
    field,
  } = usePlaygroundForm('company-analysis');
  const { state, start, stop } = useGeneration('company-analysis');
  const aiTags = splitTags(tags);
  const tooManyTags = aiTags.length > AI_TAGS_MAX;
  const analysis =
    state.status === 'done' ? (state.done?.result as CompanyAnalysisResponse).analysis : state.text;

  function handleSubmit() {
    void start({
      name: name.trim(),
      description: description.trim(),
      category: category.trim() || undefined,
      aiTags,
      model,
    });
  }

  return (
    <>
      <PlaygroundForm
        label="Company Analysis"
        submitLabel="Analyze Company"
        pendingLabel="Analyzing..."
        pairFirstFields
        isStreaming={state.status === 'streaming'}
        onStop={stop}
        onSubmit={handleSubmit}
        required={[name, description]}
        disabled={tooManyTags}
      >
        <TextField
          label="Company name"
          placeholder="Lexica Labs"
          maxLength={AI_NAME_MAX_LENGTH}
          {...field('name')}
        />
        <TextField
          label="Category (optional)"
          placeholder="Legal Tech"
          maxLength={AI_CATEGORY_MAX_LENGTH}
          {...field('category')}
        />
        <TextAreaField
          label="Description"
          placeholder="What the company does, for whom, and how it uses AI."
          rows={4}
          maxLength={AI_TEXT_MAX_LENGTH}
          {...field('description')}
        />
        <TextField
          label="AI tags (optional)"
          placeholder="NLP, Document AI, Agents"
          hint={`Separate tags with commas (at most ${AI_TAGS_MAX}).`}
          error={tooManyTags ? `Use at most ${AI_TAGS_MAX} tags.` : undefined}
          {...field('tags')}
        />
      </PlaygroundForm>
      <GenerationResult
        endpoint="company-analysis"
        heading="Analysis"
        state={state}
        failureMessage={FAILURE_MESSAGES['company-analysis']}
        copyText={analysis}
        hasContent={analysis !== ''}
      >
        <MarkdownContent markdown={analysis} />
      </GenerationResult>
    </>
  );
}
