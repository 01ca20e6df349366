/** What other features may use of the newsletter: its sign-up and its subscribers. */
export { NewsletterSignup } from './components/NewsletterSignup';
export { useSubscribersPageQuery } from './newsletterApi';
