import { styled } from 'styled-components';
import type { ShownCompany } from '../portfolioCompanies';
import { CompanyCard } from './CompanyCard';

const StyledGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export interface CompanyGridProps {
  companies: readonly ShownCompany[];
  maxTags: number;
}

export function CompanyGrid({ companies, maxTags }: CompanyGridProps) {
  return (
    <StyledGrid>
      {companies.map((company) => (
        <li key={company.id}>
          <CompanyCard company={company} maxTags={maxTags} />
        </li>
      ))}
    </StyledGrid>
  );
}
