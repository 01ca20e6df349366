import { migrations } from './migrations/index.js';

/** The content service's schema, entities and committed migrations. */
export const CONTENT_DATABASE = {
  schema: 'content',
  entities: [],
  migrations,
};
