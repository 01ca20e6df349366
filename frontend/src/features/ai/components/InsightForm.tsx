import { AI_TEXT_MAX_LENGTH, type InsightResponse } from '@sandglass/shared';
import { TextAreaField } from '../../../ui/TextAreaField';
import { FAILURE_MESSAGES } from '../playgroundText';
import { useGeneration } from '../useGeneration';
import { usePlaygroundForm } from '../usePlaygroundForm';
import { GenerationResult } from './GenerationResult';
import { MarkdownContent } from '../../markdown';
import { PlaygroundForm } from './PlaygroundForm';

export interface InsightFormProps {
  /** The chosen model; the server's default when there is no list to choose from. */
  model: string | undefined;
}

/** Spec section 2, "AI Insights": a prompt (required) and its context. */
export function InsightForm({ model }: InsightFormProps) {
  const {
    values: { prompt, context },
    field,
  } = usePlaygroundForm('insight');
  const { state, start, stop } = useGeneration('insight');
  const blank = prompt.trim() === '';
  const insight =
    state.status === 'done' ? (state.done?.result as InsightResponse).insight : state.text;

  function handleSubmit() {
    void start({ prompt: prompt.trim(), context: context.trim() || undefined, model });
  }

  return (
    <>
      <PlaygroundForm
        label="AI Insights"
        submitLabel="Generate Insight"
        disabled={blank}
        isStreaming={state.status === 'streaming'}
        onStop={stop}
        onSubmit={handleSubmit}
      >
        <TextAreaField
          label="Prompt"
          placeholder="Which AI infrastructure bets look durable for seed-stage investors?"
          hint="Press Ctrl+Enter to generate."
          rows={4}
          maxLength={AI_TEXT_MAX_LENGTH}
          {...field('prompt')}
        />
        <TextAreaField
          label="Context (optional)"
          placeholder="Stage, market, what you already know..."
          rows={3}
          maxLength={AI_TEXT_MAX_LENGTH}
          {...field('context')}
        />
      </PlaygroundForm>
      <GenerationResult
        endpoint="insight"
        heading="Insight"
        state={state}
        failureMessage={FAILURE_MESSAGES.insight}
        copyText={insight}
        hasContent={insight !== ''}
      >
        <MarkdownContent markdown={insight} />
      </GenerationResult>
    </>
  );
}
