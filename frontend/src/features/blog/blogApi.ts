import type {
  BlogPost,
  BlogPostInput,
  BlogPostSummary,
  BlogPostUpdate,
  BlogPostWriteResult,
  BlogResponse,
  ListPage,
  ListRequest,
} from '@sandglass/shared';
import { api } from '../../lib/api';
import { toListPage } from '../../lib/listPage';
import { resourceWriteEndpoints, type Resource } from '../../lib/resourceEndpoints';

const BLOG: Resource = { path: '/blog', tag: 'BlogPost', counted: true };

export const blogApi = api.injectEndpoints({
  endpoints: (build) => {
    // A write may ask for "Share on social" (shareToSocial), and then answers socialShare too.
    const writes = resourceWriteEndpoints<
      BlogPostWriteResult,
      BlogPostInput & { shareToSocial?: boolean },
      BlogPostUpdate & { shareToSocial?: boolean }
    >(build, BLOG);
    return {
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
      createBlogPost: writes.create,
      updateBlogPost: writes.update,
      deleteBlogPost: writes.remove,
    };
  },
});

export const {
  usePostsQuery,
  usePostQuery,
  usePostsPageQuery,
  useCreateBlogPostMutation,
  useUpdateBlogPostMutation,
  useDeleteBlogPostMutation,
} = blogApi;
