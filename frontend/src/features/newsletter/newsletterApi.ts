import type { AcceptedResponse, NewsletterSignupInput } from '@sandglass/shared';
import { api } from '../../app/api';

export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribe: build.mutation<AcceptedResponse, NewsletterSignupInput>({
      query: (body) => ({ url: '/newsletter', method: 'POST', body }),
      invalidatesTags: ['Newsletter'],
    }),
  }),
});

export const { useSubscribeMutation } = newsletterApi;
