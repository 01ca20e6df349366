import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type ProgramApplication,
} from '@sandglass/shared';
import { useState, type ChangeEvent } from 'react';
import { styled } from 'styled-components';
import { apiErrorMessage } from '../../../lib/apiError';
import { Button } from '../../../ui/Button';
import { controlStyles } from '../../../ui/FormField';
import { toast } from '../../../ui/toastStore';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { useApplicationsPageQuery, useUpdateApplicationMutation } from '../../programs';
import { ListSearch, useListControls } from '../components/ListControls';
import { formatDate, preview } from '../adminText';
import { applicationStatusSentence, capitalize } from '../statusLabels';
import { FilteredQueryList } from '../components/FilteredList';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import type { FilterOption } from '../../../ui/FilterButtons';
import { MessageDialog } from '../../../ui/MessageDialog';
import { SectionHeader } from '../components/SectionHeader';

type StatusFilter = 'all' | ApplicationStatus;

const FILTERS: FilterOption<StatusFilter>[] = [
  { value: 'all', label: 'All' },
  ...APPLICATION_STATUSES.map((status) => ({ value: status, label: capitalize(status) })),
];

const StyledStatusSelect = styled.select`
  ${controlStyles}
  width: auto;
  min-height: 36px;
  padding-block: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.fontSize.sm};
  cursor: pointer;
`;

const StyledLinks = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

interface StatusSelectProps {
  application: ProgramApplication;
}

/** Changes an application's status as soon as another one is chosen. */
function StatusSelect({ application }: StatusSelectProps) {
  const [update, { isLoading }] = useUpdateApplicationMutation();

  async function handleChange(event: ChangeEvent<HTMLSelectElement>) {
    const status = event.target.value as ApplicationStatus;
    try {
      await update({ id: application.id, changes: { status } }).unwrap();
      toast({
        title: 'Application updated',
        description: applicationStatusSentence(application.name, status),
      });
    } catch (error) {
      toast({
        title: 'Could not change the status',
        description: apiErrorMessage(error, 'Try again in a moment.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <StyledStatusSelect
      aria-label={`Status of ${application.name}’s application`}
      value={application.status}
      disabled={isLoading}
      aria-busy={isLoading}
      onChange={(event) => void handleChange(event)}
    >
      {APPLICATION_STATUSES.map((status) => (
        <option key={status} value={status}>
          {capitalize(status)}
        </option>
      ))}
    </StyledStatusSelect>
  );
}

function ApplicantLinks({ application }: { application: ProgramApplication }) {
  const links = [
    application.linkedinUrl && { href: application.linkedinUrl, label: 'LinkedIn' },
    application.portfolioUrl && { href: application.portfolioUrl, label: 'Portfolio' },
  ].filter((link): link is { href: string; label: string } => Boolean(link));
  if (links.length === 0) return <>—</>;
  return (
    <StyledLinks>
      {links.map((link) => (
        <a key={link.label} href={link.href} target="_blank" rel="noopener noreferrer">
          {link.label}
          <VisuallyHidden> of {application.name} (opens in a new tab)</VisuallyHidden>
        </a>
      ))}
    </StyledLinks>
  );
}

const COLUMNS: DataColumn<ProgramApplication>[] = [
  { header: 'Program', cell: (application) => application.programName },
  {
    header: 'Email',
    cell: (application) => <a href={`mailto:${application.email}`}>{application.email}</a>,
  },
  { header: 'Links', cell: (application) => <ApplicantLinks application={application} /> },
  { header: 'Message', cell: (application) => preview(application.message) },
  { header: 'Received', cell: (application) => formatDate(application.createdAt) },
  { header: 'Status', cell: (application) => <StatusSelect application={application} /> },
];

/** Applications to the programs: read them and move them through review. */
export function ApplicationsSection() {
  const list = useListControls();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const query = useApplicationsPageQuery({
    ...list.request,
    ...(filter === 'all' ? {} : { status: filter }),
  });
  const [reading, setReading] = useState<ProgramApplication | null>(null);
  const shown = query.data?.items ?? [];

  return (
    <>
      <SectionHeader
        title="Applications"
        lead="Applications to the internship programs, newest first."
      />
      <ListSearch
        controls={list}
        label="Search applications"
        placeholder="Search by name, email or message..."
      />
      <FilteredQueryList
        list={list}
        query={query}
        filter={{
          label: 'Show applications',
          options: FILTERS,
          value: filter,
          onChange: setFilter,
        }}
        emptyMessage="No applications yet. They arrive when someone applies to an open program."
        noneMessage="No applications have this status."
        noun={['application', 'applications']}
      >
        <DataTable
          caption="Applications"
          rows={shown}
          rowKey={(application) => application.id}
          titleHeader="Applicant"
          title={(application) => application.name}
          columns={COLUMNS}
          isHighlighted={(application) => application.status === 'new'}
          actions={(application) => (
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Read ${application.name}’s application`}
              onClick={() => setReading(application)}
            >
              Read
            </Button>
          )}
        />
      </FilteredQueryList>
      {reading && (
        <MessageDialog
          title={`${reading.name} – ${reading.programName}`}
          description={`Applied ${formatDate(reading.createdAt)} · ${reading.email}`}
          message={reading.message}
          replyTo={reading.email}
          onClose={() => setReading(null)}
        />
      )}
    </>
  );
}
