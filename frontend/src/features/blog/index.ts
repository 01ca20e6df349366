/** What other features may use of the blog (the site's insights): its posts and their card. */
export {
  blogApi,
  useCreateBlogPostMutation,
  useDeleteBlogPostMutation,
  usePostQuery,
  usePostsPageQuery,
  usePostsQuery,
  useUpdateBlogPostMutation,
} from './blogApi';
export { PostCard } from './components/PostCard';
export { BLOG_UNAVAILABLE, postPath } from './posts';
