/** What other features may use of the contact form: its messages. */
export {
  contactApi,
  useContactPageQuery,
  useDeleteContactMutation,
  useSetContactReadMutation,
  useUnreadContactCountQuery,
} from './contactApi';
