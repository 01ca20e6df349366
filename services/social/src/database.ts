import { WebhookOutboxRow } from '@sandglass/server';
import { AccountAlert } from './alerts/account-alert.entity.js';
import { ConnectedAccount } from './connected-accounts/connected-account.entity.js';
import { OAuthState } from './accounts/oauth-state.entity.js';
import { FacebookPageChoice } from './accounts/page-choice.entity.js';
import { Media } from './media/media.entity.js';
import { migrations } from './migrations/index.js';
import { Delivery } from './publishing/index.js';
import { PostMedia } from './posts/post-media.entity.js';
import { Post } from './posts/post.entity.js';
import { PostingSlotsRow } from './slots/posting-slots.entity.js';

/** The social service's schema, entities and committed migrations. */
export const SOCIAL_DATABASE = {
  schema: 'social',
  entities: [
    ConnectedAccount,
    OAuthState,
    FacebookPageChoice,
    Media,
    Post,
    PostMedia,
    Delivery,
    WebhookOutboxRow,
    PostingSlotsRow,
    AccountAlert,
  ],
  migrations,
};
