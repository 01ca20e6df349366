import type { UploadResult } from '@sandglass/shared';
import { api } from '../../../lib/api';

export const uploadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One image in the multipart field `file`; the answer's url goes into an image field. */
    uploadImage: build.mutation<UploadResult, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/uploads', method: 'POST', body };
      },
    }),
  }),
});

export const { useUploadImageMutation } = uploadsApi;
