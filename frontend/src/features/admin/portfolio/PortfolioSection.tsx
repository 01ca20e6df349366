import type { PortfolioCompany } from '@sandglass/shared';
import { useState } from 'react';
import { apiErrorMessage } from '../../../app/apiError';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toastStore';
import { useDeleteCompanyMutation, usePortfolioPageQuery } from '../../portfolio/portfolioApi';
import { emptyListMessage, ListPager, ListSearch, useListControls } from '../ui/ListControls';
import { preview } from '../adminText';
import { capitalize, companyStatusBadge } from '../statusLabels';
import { Avatar } from '../ui/Avatar';
import { ConfirmDeleteDialog } from '../ui/ConfirmDeleteDialog';
import { DataTable, type DataColumn } from '../ui/DataTable';
import { PortfolioFormDialog } from './PortfolioFormDialog';
import { QueryState } from '../../../ui/QueryState';
import { SectionHeader } from '../ui/SectionHeader';

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
  const list = useListControls();
  const query = usePortfolioPageQuery(list.request);
  const [remove, removal] = useDeleteCompanyMutation();
  const [editing, setEditing] = useState<PortfolioCompany | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PortfolioCompany | null>(null);
  const companies = query.data?.items ?? [];

  async function handleDelete(company: PortfolioCompany) {
    try {
      await remove(company.id).unwrap();
      toast({
        title: 'Company deleted',
        description: `${company.name} was removed from the portfolio.`,
      });
      setDeleting(null);
    } catch (error) {
      toast({
        title: 'Could not delete the company',
        description: apiErrorMessage(error, 'Try again in a moment.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <>
      <SectionHeader
        title="Portfolio"
        lead="The companies on the public portfolio page, in their sort order."
        actions={<Button onClick={() => setEditing('new')}>Add company</Button>}
      />
      <ListSearch
        controls={list}
        label="Search companies"
        placeholder="Search by name or description..."
      />
      <QueryState
        isLoading={query.isLoading}
        error={query.data ? undefined : query.error}
        onRetry={() => void query.refetch()}
        loadingMessage="Loading portfolio companies..."
        errorMessage="The portfolio could not be loaded."
        isEmpty={companies.length === 0}
        emptyMessage={emptyListMessage(
          list,
          'companies',
          'No portfolio companies yet. Visitors see the built-in list until you add one.',
        )}
        emptyAction={<Button onClick={() => setEditing('new')}>Add the first company</Button>}
      >
        <DataTable
          caption="Portfolio companies"
          rows={companies}
          rowKey={(company) => company.id}
          titleHeader="Company"
          title={(company) => company.name}
          media={(company) => <Avatar name={company.name} imageUrl={company.logo} />}
          columns={COLUMNS}
          actions={(company) => (
            <>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Edit ${company.name}`}
                onClick={() => setEditing(company)}
              >
                Edit
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete ${company.name}`}
                onClick={() => setDeleting(company)}
              >
                Delete
              </Button>
            </>
          )}
        />
        <ListPager
          controls={list}
          total={query.data?.total ?? 0}
          noun={['company', 'companies']}
          isFetching={query.isFetching}
        />
      </QueryState>
      {editing && (
        <PortfolioFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          company={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDeleteDialog
          title={`Delete ${deleting.name}?`}
          description={`${deleting.name} will no longer appear on the portfolio page. This cannot be undone.`}
          isPending={removal.isLoading}
          onConfirm={() => void handleDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
