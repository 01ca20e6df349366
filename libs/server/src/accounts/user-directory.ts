import type { NotificationSettings } from '@sandglass/shared';

/**
 * Where the other services learn who a user id is (`GET /internal/users?ids=a,b,…` at the auth
 * service): social names each post's owner to admins, and asks whom to mail an alert to. Not
 * under `/api`, so the gateway never routes it: only the services reach it, as they reach
 * `POST /internal/api-tokens/verify`. One call answers a page of ids.
 */
export const USER_DIRECTORY_PATH = '/internal/users';

/** Most ids one lookup takes (a page of posts is at most 100, so one call covers it). */
export const USER_DIRECTORY_MAX_IDS = 100;

/** One person as the directory names them. */
export interface DirectoryUser {
  id: string;
  /** First and last name. */
  name: string;
  firstName: string;
  email: string;
  /** Whether its owner proved the address: alerts go only to a verified one. */
  emailVerified: boolean;
  /** Which alert mails they want. */
  notifications: NotificationSettings;
}

/** The directory's answer: the ids it knows; an id that is missing belongs to no account. */
export interface UserDirectoryAnswer {
  users: DirectoryUser[];
}
