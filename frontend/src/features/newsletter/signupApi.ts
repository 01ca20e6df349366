import type { AcceptedResponse, NewsletterSignupInput } from '@sandglass/shared';
import { api } from '../../lib/api';

/**
 * The sign-up's endpoint, apart from the admin console's (newsletterApi.ts): a public page with
 * the form loads this one alone.
 */
export const signupApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribe: build.mutation<AcceptedResponse, NewsletterSignupInput>({
      query: (body) => ({ url: '/newsletter', method: 'POST', body }),
      invalidatesTags: ['Newsletter'],
    }),
  }),
});

export const { useSubscribeMutation } = signupApi;
