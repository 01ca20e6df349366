import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type {
  AiHistoryPage,
  AiStreamDelta,
  AiStreamDone,
  BlogContentRequest,
  CompanyAnalysisRequest,
  InsightRequest,
  ModelsResponse,
} from '@sandglass/shared';
import { api } from '../../lib/api';
import { isStreamOutcome, readGeneration } from './generationStream';

/** The playground's three kinds of generation (spec section 2), by their API paths. */
export const PLAYGROUND_PATHS = {
  insight: '/ai/generate-insight',
  'company-analysis': '/ai/analyze-company',
  'blog-content': '/ai/generate-blog-content',
} as const;

export type PlaygroundEndpoint = keyof typeof PLAYGROUND_PATHS;

export interface PlaygroundRequests {
  insight: InsightRequest;
  'company-analysis': CompanyAnalysisRequest;
  'blog-content': BlogContentRequest;
}

export type GenerateArgs = {
  [E in PlaygroundEndpoint]: {
    endpoint: E;
    body: PlaygroundRequests[E];
    /** Names the run whose pieces `listenToRun` delivers. */
    runId: string;
  };
}[PlaygroundEndpoint];

export const HISTORY_PAGE_SIZE = 10;

/**
 * Where a running generation's pieces go. They cannot travel in the mutation's argument (it
 * must stay serialisable for the store), so the hook that starts a run listens here by its id.
 */
const runListeners = new Map<string, (delta: AiStreamDelta) => void>();

export function listenToRun(runId: string, listener: (delta: AiStreamDelta) => void): () => void {
  runListeners.set(runId, listener);
  return () => runListeners.delete(runId);
}

/**
 * The AI service's calls. A generation is a mutation whose request goes through the app's one
 * base query (bearer token, refresh on 401, abort signal) with a response handler that reads
 * the server-sent events as they arrive; aborting the mutation closes the connection, which
 * stops the generation upstream.
 */
export const aiApi = api.injectEndpoints({
  endpoints: (build) => ({
    aiModels: build.query<ModelsResponse, void>({
      query: () => '/ai/models',
    }),
    aiHistory: build.query<AiHistoryPage, void>({
      query: () => ({ url: '/ai/history', params: { pageSize: HISTORY_PAGE_SIZE } }),
      providesTags: ['AiHistory'],
    }),
    generate: build.mutation<AiStreamDone<unknown>, GenerateArgs>({
      async queryFn({ endpoint, body, runId }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({
          url: PLAYGROUND_PATHS[endpoint],
          method: 'POST',
          body,
          headers: { accept: 'text/event-stream' },
          responseHandler: (response) =>
            readGeneration(response, (delta) => runListeners.get(runId)?.(delta)),
        });
        if (result.error) return { error: result.error };
        if (!isStreamOutcome(result.data)) {
          const error: FetchBaseQueryError = {
            status: 'CUSTOM_ERROR',
            error: 'The answer was not a stream.',
          };
          return { error };
        }
        if ('failed' in result.data) {
          const error: FetchBaseQueryError = {
            status: result.data.failed.statusCode,
            data: result.data.failed,
          };
          return { error };
        }
        return { data: result.data.done };
      },
      invalidatesTags: ['AiHistory'],
    }),
  }),
});

export const { useAiModelsQuery, useAiHistoryQuery, useGenerateMutation } = aiApi;
