/** What other features may use of the newsletter: its sign-up, its subscribers and its issues. */
export { NewsletterSignup } from './components/NewsletterSignup';
export {
  useCancelIssueMutation,
  useCreateIssueMutation,
  useDeleteIssueMutation,
  useDeleteSubscriberMutation,
  useIssueQuery,
  useIssueRecipientsQuery,
  useIssuesPageQuery,
  useSendIssueMutation,
  useSubscribersCsvMutation,
  useSubscribersPageQuery,
  useTestIssueMutation,
  useUpdateIssueMutation,
  type SubscriberFilter,
} from './newsletterApi';
