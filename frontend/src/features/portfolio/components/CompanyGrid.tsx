import { GridList } from '../../../ui/GridList';
import type { ShownCompany } from '../portfolioCompanies';
import { CompanyCard } from './CompanyCard';

export interface CompanyGridProps {
  companies: readonly ShownCompany[];
  maxTags: number;
}

export function CompanyGrid({ companies, maxTags }: CompanyGridProps) {
  return (
    <GridList $columns={{ md: 2, lg: 3 }} $gap={6}>
      {companies.map((company) => (
        <li key={company.id}>
          <CompanyCard company={company} maxTags={maxTags} />
        </li>
      ))}
    </GridList>
  );
}
