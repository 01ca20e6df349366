/** What other features may use of the portfolio: its companies and their grid. */
export { CompanyGrid } from './components/CompanyGrid';
export {
  useCreateCompanyMutation,
  useDeleteCompanyMutation,
  usePortfolioPageQuery,
  useUpdateCompanyMutation,
} from './portfolioApi';
export { PORTFOLIO_UNAVAILABLE, usePortfolioCompanies } from './portfolioCompanies';
