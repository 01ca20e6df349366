import type { ContactInput, ContactSubmission } from '@sandglass/shared';
import { api } from '../../app/api';

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContact: build.mutation<ContactSubmission, ContactInput>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
      invalidatesTags: ['Contact', 'Overview'],
    }),
  }),
});

export const { useSendContactMutation } = contactApi;
