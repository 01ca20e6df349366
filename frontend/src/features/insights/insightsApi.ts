import type {
  BlogPost,
  BlogPostInput,
  BlogPostSummary,
  BlogPostUpdate,
  BlogResponse,
  ListPage,
  ListRequest,
} from '@sandglass/shared';
import { api } from '../../app/api';
import { toListPage } from '../../app/listPage';
import type { Update } from '../../app/update';

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

    // The admin console's, under the same tag. Drafts included: only an admin's token gets them.
    postsPage: build.query<ListPage<BlogPostSummary>, ListRequest>({
      query: ({ q, page, pageSize }) => ({
        url: '/blog',
        params: { status: 'all', ...(q ? { q } : {}), page, limit: pageSize },
      }),
      transformResponse: (response: BlogResponse, meta) => toListPage(response.posts, meta),
      providesTags: ['BlogPost'],
    }),
    createBlogPost: build.mutation<BlogPost, BlogPostInput>({
      query: (body) => ({ url: '/blog', method: 'POST', body }),
      invalidatesTags: ['BlogPost', 'Overview'],
    }),
    updateBlogPost: build.mutation<BlogPost, Update<BlogPostUpdate>>({
      query: ({ id, changes }) => ({ url: `/blog/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: ['BlogPost'],
    }),
    deleteBlogPost: build.mutation<void, string>({
      query: (id) => ({ url: `/blog/${id}`, method: 'DELETE' }),
      invalidatesTags: ['BlogPost', 'Overview'],
    }),
  }),
});

export const {
  usePostsQuery,
  usePostQuery,
  usePostsPageQuery,
  useCreateBlogPostMutation,
  useUpdateBlogPostMutation,
  useDeleteBlogPostMutation,
} = insightsApi;
