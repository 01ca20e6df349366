/** What other features may use of social publishing: the posts, the queue and their list. */
export { RetryPostButtons } from './components/PostActions';
export { PlatformSetupNote } from './components/PlatformSetupNote';
export { PostList, PostPager } from './components/PostList';
export {
  socialApi,
  useScheduledPostsQuery,
  useSocialPlatformsQuery,
  useSocialQueueQuery,
} from './socialApi';
