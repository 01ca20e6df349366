import type { AiEndpoint, AiOutcome, AiUsage } from '@sandglass/shared';
import { apiErrorMessage } from '../../lib/apiError';
import type { PlaygroundEndpoint } from './aiApi';

export const ENDPOINT_LABELS: Record<AiEndpoint, string> = {
  insight: 'AI Insight',
  'company-analysis': 'Company Analysis',
  'blog-content': 'Blog Content',
  'social-post': 'Social Post',
};

/** Spec section 8: what the playground says when a generation fails. */
export const FAILURE_MESSAGES: Record<PlaygroundEndpoint, string> = {
  insight: 'Failed to generate insight. Please try again.',
  'company-analysis': 'Failed to analyze company. Please try again.',
  'blog-content': 'Failed to generate blog content. Please try again.',
};

export const OUTCOME_LABELS: Record<AiOutcome, string> = {
  succeeded: 'Done',
  failed: 'Failed',
  cancelled: 'Stopped',
};

const cost = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumSignificantDigits: 3,
});
const count = new Intl.NumberFormat('en-US');

/** US dollars to three significant digits: generations cost fractions of a cent. */
export function formatCost(dollars: number): string {
  return cost.format(dollars);
}

export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** "212 tokens in · 488 out · $0.000312", leaving out what the provider did not report. */
export function formatUsage(usage: AiUsage): string {
  const parts: string[] = [];
  if (usage.inputTokens !== null) parts.push(`${count.format(usage.inputTokens)} tokens in`);
  if (usage.outputTokens !== null) parts.push(`${count.format(usage.outputTokens)} out`);
  if (usage.cost !== null) parts.push(formatCost(usage.cost));
  return parts.length > 0 ? parts.join(' · ') : 'Usage not reported';
}

/** The server's own sentence for a failure (e.g. a 429's), when it sent one. */
export function serverSentence(error: unknown): string | undefined {
  return apiErrorMessage(error, '') || undefined;
}
