import { ApiToken } from './api-tokens/api-token.entity.js';
import { AccountDeletion } from './accounts/account-deletion.entity.js';
import { AccountToken } from './accounts/account-token.entity.js';
import { MembershipRequestRecord } from './membership/membership-request.entity.js';
import { migrations } from './migrations/index.js';
import { RefreshToken } from './sessions/refresh-token.entity.js';
import { Session } from './sessions/session.entity.js';
import { User } from './users/user.entity.js';

/** The auth service's schema, entities and committed migrations. */
export const AUTH_DATABASE = {
  schema: 'auth',
  entities: [
    User,
    Session,
    RefreshToken,
    ApiToken,
    AccountToken,
    MembershipRequestRecord,
    AccountDeletion,
  ],
  migrations,
};
