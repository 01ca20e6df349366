import type {
  ApiScope,
  ApiTokenSummary,
  CreatedApiToken,
  WebhookDeliveryBody,
  WebhookEndpointBody,
  WebhookEvent,
} from '@sandglass/shared';
import { api } from '../../lib/api';

export interface CreateTokenInput {
  name: string;
  scopes: ApiScope[];
  expiresInDays: number | null;
}

export interface CreateWebhookInput {
  url: string;
  events: WebhookEvent[];
  description?: string;
}

export interface UpdateWebhookInput {
  id: string;
  events?: WebhookEvent[];
  enabled?: boolean;
  rotateSecret?: true;
}

/** Personal API tokens (auth) and webhook endpoints (webhooks): the "API access" page's data. */
export const apiAccessApi = api.injectEndpoints({
  endpoints: (build) => ({
    apiTokens: build.query<ApiTokenSummary[], void>({
      query: () => '/auth/tokens',
      providesTags: ['ApiToken'],
    }),
    createApiToken: build.mutation<CreatedApiToken, CreateTokenInput>({
      query: (body) => ({ url: '/auth/tokens', method: 'POST', body }),
      invalidatesTags: ['ApiToken'],
    }),
    revokeApiToken: build.mutation<void, string>({
      query: (id) => ({ url: `/auth/tokens/${id}`, method: 'DELETE' }),
      invalidatesTags: ['ApiToken'],
    }),

    webhooks: build.query<WebhookEndpointBody[], void>({
      query: () => '/webhooks',
      providesTags: ['Webhook'],
    }),
    createWebhook: build.mutation<WebhookEndpointBody, CreateWebhookInput>({
      query: (body) => ({ url: '/webhooks', method: 'POST', body }),
      invalidatesTags: ['Webhook'],
    }),
    updateWebhook: build.mutation<WebhookEndpointBody, UpdateWebhookInput>({
      query: ({ id, ...body }) => ({ url: `/webhooks/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['Webhook'],
    }),
    deleteWebhook: build.mutation<void, string>({
      query: (id) => ({ url: `/webhooks/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Webhook'],
    }),
    testWebhook: build.mutation<WebhookDeliveryBody, string>({
      query: (id) => ({ url: `/webhooks/${id}/test`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Webhook', id: `deliveries:${id}` }],
    }),
    webhookDeliveries: build.query<WebhookDeliveryBody[], string>({
      query: (id) => `/webhooks/${id}/deliveries`,
      providesTags: (_result, _error, id) => [{ type: 'Webhook', id: `deliveries:${id}` }],
    }),
    redeliverWebhook: build.mutation<WebhookDeliveryBody, { id: string; deliveryId: string }>({
      query: ({ id, deliveryId }) => ({
        url: `/webhooks/${id}/deliveries/${deliveryId}/redeliver`,
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Webhook', id: `deliveries:${id}` }],
    }),
  }),
});

export const {
  useApiTokensQuery,
  useCreateApiTokenMutation,
  useRevokeApiTokenMutation,
  useWebhooksQuery,
  useCreateWebhookMutation,
  useUpdateWebhookMutation,
  useDeleteWebhookMutation,
  useTestWebhookMutation,
  useWebhookDeliveriesQuery,
  useRedeliverWebhookMutation,
} = apiAccessApi;
