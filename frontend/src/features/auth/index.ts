/** What other features may use of sign-in: who is signed in, and where to send who is not. */
export { AccessNotice } from './components/AccessNotice';
export { useSignInPath } from './returnPath';
export { useSession } from './useSession';
