import { Generation } from './generations/generation.entity.js';
import { migrations } from './migrations/index.js';

/** The ai service's schema, entities and committed migrations. */
export const AI_DATABASE = {
  schema: 'ai',
  entities: [Generation],
  migrations,
};
