import type { BlogPost, BlogPostSummary, BlogResponse } from '@sandglass/shared';
import { api } from '../../app/api';

export const insightsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Published posts, newest first. */
    posts: build.query<BlogPostSummary[], void>({
      query: () => '/blog',
      transformResponse: (response: BlogResponse) => response.posts,
      providesTags: ['BlogPost'],
    }),
    post: build.query<BlogPost, string>({
      query: (slug) => `/blog/${encodeURIComponent(slug)}`,
      providesTags: (_post, _error, slug) => ['BlogPost', { type: 'BlogPost', id: slug }],
    }),
  }),
});

export const { usePostsQuery, usePostQuery } = insightsApi;
