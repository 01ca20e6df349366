import { Inject, Injectable } from '@nestjs/common';
import {
  currentRequestId,
  REQUEST_ID_HEADER,
  USER_DIRECTORY_MAX_IDS,
  USER_DIRECTORY_PATH,
  type DirectoryUser,
  type UserDirectoryAnswer,
} from '@sandglass/server';
import { SOCIAL_CONFIG } from './tokens.js';

/** What the directory reads of the service's config (SocialConfig). */
export interface UserDirectorySettings {
  readonly AUTH_URL: string;
}

/** The auth service could not say who the users are now. */
export class UserDirectoryUnavailableError extends Error {
  override name = 'UserDirectoryUnavailableError';
  constructor(why: string) {
    super(`The auth service's user directory did not answer: ${why}.`);
  }
}

/**
 * Who members are, asked of the auth service's user directory at AUTH_URL (`GET
 * /internal/users?ids=…`, never routed by the gateway): name, address, whether it is verified
 * and which alerts they want, all kept there in one place. Admins' lists name post owners with
 * it; alerts learn whom to mail.
 */
@Injectable()
export class UserDirectory {
  constructor(@Inject(SOCIAL_CONFIG) private readonly settings: UserDirectorySettings) {}

  /**
   * The users the directory knows among `ids`, by id (an id it leaves out belongs to no
   * account), in one call per hundred ids.
   * @throws UserDirectoryUnavailableError when the auth service cannot answer within `timeoutMs`.
   */
  async find(ids: readonly string[], timeoutMs: number): Promise<Map<string, DirectoryUser>> {
    const found = new Map<string, DirectoryUser>();
    const requestId = currentRequestId();
    for (let start = 0; start < ids.length; start += USER_DIRECTORY_MAX_IDS) {
      const query = new URLSearchParams({
        ids: ids.slice(start, start + USER_DIRECTORY_MAX_IDS).join(','),
      });
      let response: Response;
      try {
        response = await fetch(
          `${this.settings.AUTH_URL.replace(/\/+$/, '')}${USER_DIRECTORY_PATH}?${query}`,
          {
            headers: {
              accept: 'application/json',
              ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
            },
            signal: AbortSignal.timeout(timeoutMs),
          },
        );
      } catch (error) {
        throw new UserDirectoryUnavailableError(`it could not be reached (${String(error)})`);
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new UserDirectoryUnavailableError(`it answered ${response.status}`);
      }
      const answer = (await response.json()) as Partial<UserDirectoryAnswer>;
      for (const user of answer.users ?? []) found.set(user.id, user);
    }
    return found;
  }
}
