import { createApi } from '@reduxjs/toolkit/query/react';
import { createReauthBaseQuery } from './reauthBaseQuery';

/** Cached data is reused for a day: spec section 9 says data reads never go stale. */
const KEEP_UNUSED_DATA_SECONDS = 24 * 60 * 60;

/**
 * Cache tags shared across features: a query provides one, and a mutation anywhere (for
 * example the admin console) invalidates it, so every screen showing that data refetches.
 */
export const API_TAGS = [
  'Portfolio',
  'Team',
  'Program',
  'Application',
  'BlogPost',
  'Contact',
  'Newsletter',
  'NewsletterIssue',
  'Overview',
  'User',
  'AiHistory',
  'ApiToken',
  'Webhook',
  'Session',
  'MembershipRequest',
  'NotificationSettings',
] as const;

/**
 * The single RTK Query API every feature injects its endpoints into (`api.injectEndpoints`).
 * Spec section 9: cached data never stale, no retries, no refetch on focus or reconnect, no polling.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createReauthBaseQuery({ baseUrl: '/api' }),
  keepUnusedDataFor: KEEP_UNUSED_DATA_SECONDS,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  tagTypes: API_TAGS,
  endpoints: () => ({}),
});
