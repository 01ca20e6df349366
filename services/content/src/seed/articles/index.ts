import type { SeedArticle } from '../seed-data.js';
import { copilotsToColleagues } from './copilots-to-colleagues.js';
import { firstCohortNotes } from './first-cohort-notes.js';
import { inferenceCostCurve } from './inference-cost-curve.js';
import { questionsForInvestors } from './questions-for-investors.js';
import { securingAiProducts } from './securing-ai-products.js';
import { smallModelsMoats } from './small-models-moats.js';
import { underwritingSeedAi } from './underwriting-seed-ai.js';
import { verticalAiRegulated } from './vertical-ai-regulated.js';

/** The sample articles, newest first, one file each. */
export const SEED_ARTICLES: SeedArticle[] = [
  copilotsToColleagues,
  underwritingSeedAi,
  inferenceCostCurve,
  verticalAiRegulated,
  firstCohortNotes,
  smallModelsMoats,
  questionsForInvestors,
  securingAiProducts,
];
