import { ConflictError, NotFoundError } from '@sandglass/server';

export class PortfolioCompanyNotFoundError extends NotFoundError {
  constructor() {
    super('No portfolio company has this id.', 'PORTFOLIO_COMPANY_NOT_FOUND');
  }
}

export class PortfolioSlugTakenError extends ConflictError {
  constructor(slug: string) {
    super(
      `Another company already uses the slug "${slug}". Choose another one.`,
      'PORTFOLIO_SLUG_TAKEN',
    );
  }
}
