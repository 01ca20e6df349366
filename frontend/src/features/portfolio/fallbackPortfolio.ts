/** Fetched on demand (see usePortfolioCompanies): most visits never need the built-in list. */
export { FALLBACK_PORTFOLIO } from '@sandglass/shared';
