import type { PortfolioCompany } from '@sandglass/shared';
import { Badge } from '../../../ui/Badge';
import { useDeleteCompanyMutation, usePortfolioPageQuery } from '../../portfolio';
import { preview } from '../adminText';
import { capitalize, companyStatusBadge } from '../statusLabels';
import { Avatar } from '../../../ui/Avatar';
import { type DataColumn } from '../../../ui/DataTable';
import { EntityListSection } from '../components/EntityListSection';
import { PortfolioFormDialog } from './PortfolioFormDialog';

const COLUMNS: DataColumn<PortfolioCompany>[] = [
  { header: 'Description', cell: (company) => preview(company.description) },
  { header: 'Category', cell: (company) => company.category },
  { header: 'Stage', cell: (company) => company.stage },
  { header: 'Founded', cell: (company) => company.foundedYear },
  {
    header: 'Status',
    cell: (company) => (
      <Badge variant={companyStatusBadge(company.status)}>{capitalize(company.status)}</Badge>
    ),
  },
];

/** The portfolio companies: list, add, edit and delete. */
export function PortfolioSection() {
  return (
    <EntityListSection
      title="Portfolio"
      lead="The companies on the public portfolio page, in their sort order."
      addLabel="Add company"
      search={{ label: 'Search companies', placeholder: 'Search by name or description...' }}
      errorMessage="The portfolio could not be loaded."
      emptyMessage="No portfolio companies yet. Visitors see the built-in list until you add one."
      table={{ caption: 'Portfolio companies', titleHeader: 'Company', columns: COLUMNS }}
      media={(company) => <Avatar name={company.name} imageUrl={company.logo} />}
      itemLabel={(company) => company.name}
      noun={['company', 'companies']}
      usePage={usePortfolioPageQuery}
      useDelete={useDeleteCompanyMutation}
      deleteDescription={(company) =>
        `${company.name} will no longer appear on the portfolio page. This cannot be undone.`
      }
      removedFrom="the portfolio"
      renderForm={(company, onClose) => <PortfolioFormDialog company={company} onClose={onClose} />}
    />
  );
}
