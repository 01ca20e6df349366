import { migrations } from './migrations/index.js';

/** The social service's schema, entities and committed migrations. */
export const SOCIAL_DATABASE = {
  schema: 'social',
  entities: [],
  migrations,
};
