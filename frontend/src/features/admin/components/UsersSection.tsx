import { ROLES, type PublicUser, type Role } from '@sandglass/shared';
import { useId, useState, type ChangeEvent } from 'react';
import { styled } from 'styled-components';
import { apiErrorMessage } from '../../../app/apiError';
import { Button } from '../../../ui/Button';
import { controlStyles } from '../../../ui/FormField';
import { SearchField } from '../../../ui/SearchField';
import { toast } from '../../../ui/toastStore';
import { useSession } from '../../auth/useSession';
import { useAdminUsersQuery, useChangeUserRoleMutation } from '../adminApi';
import { countLabel, formatDate } from '../adminText';
import { capitalize } from '../statusLabels';
import { useDebouncedValue } from '../useDebouncedValue';
import { DataTable, type DataColumn } from './DataTable';
import { QueryState } from '../../../ui/QueryState';
import { SectionHeader } from './SectionHeader';

export const USERS_PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

const StyledToolbar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(5)};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 24rem) 1fr;
    align-items: center;
  }
`;

const StyledNote = styled.p`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.infoSoft};
  color: ${({ theme }) => theme.color.info};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const StyledRole = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  justify-items: start;
`;

const StyledRoleSelect = styled.select`
  ${controlStyles}
  width: auto;
  min-height: 36px;
  padding-block: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.fontSize.sm};
  cursor: pointer;
`;

const StyledYou = styled.span`
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 400;
`;

const StyledPager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const StyledPagerButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const fullName = (user: PublicUser) => `${user.firstName} ${user.lastName}`;

interface RoleSelectProps {
  user: PublicUser;
  isSelf: boolean;
}

/** Changes a role as soon as another is chosen; an admin's own role cannot be changed here. */
function RoleSelect({ user, isSelf }: RoleSelectProps) {
  const [changeRole, { isLoading }] = useChangeUserRoleMutation();
  const explanationId = useId();

  async function handleChange(event: ChangeEvent<HTMLSelectElement>) {
    const role = event.target.value as Role;
    try {
      await changeRole({ id: user.id, role }).unwrap();
      toast({
        title: 'Role changed',
        description: `${fullName(user)} is now ${role === 'admin' ? 'an' : 'a'} ${role}. It applies at their next sign-in or token refresh.`,
      });
    } catch (error) {
      toast({
        title: 'Could not change the role',
        description: apiErrorMessage(error, 'Try again in a moment.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <StyledRole>
      <StyledRoleSelect
        aria-label={`Role of ${fullName(user)}`}
        aria-describedby={isSelf ? explanationId : undefined}
        value={user.role}
        disabled={isSelf || isLoading}
        aria-busy={isLoading}
        onChange={handleChange}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {capitalize(role)}
          </option>
        ))}
      </StyledRoleSelect>
      {isSelf && (
        <StyledYou id={explanationId}>Your own role; another admin can change it.</StyledYou>
      )}
    </StyledRole>
  );
}

/** Accounts: search, page through, and change roles (guest, member, admin). */
export function UsersSection() {
  const { user: me } = useSession();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const query = useAdminUsersQuery({
    search: settledSearch,
    page,
    pageSize: USERS_PAGE_SIZE,
  });
  const result = query.data;
  const pages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;

  function handleSearchChange(value: string) {
    setSearch(value);
    setPage(1);
  }

  const columns: DataColumn<PublicUser>[] = [
    { header: 'Email', cell: (user) => user.email },
    { header: 'Role', cell: (user) => <RoleSelect user={user} isSelf={user.id === me?.id} /> },
    { header: 'Joined', cell: (user) => formatDate(user.createdAt) },
  ];

  return (
    <>
      <SectionHeader title="Users" lead="Everyone with an account, newest first." />
      <StyledToolbar>
        <SearchField
          label="Search users"
          placeholder="Search by name or email..."
          value={search}
          onChange={handleSearchChange}
        />
        <StyledNote>
          New accounts start as guests. Members get social media automation; admins get this
          dashboard. A role change applies at the user’s next sign-in or token refresh.
        </StyledNote>
      </StyledToolbar>
      <QueryState
        isLoading={query.isLoading}
        error={result ? undefined : query.error}
        onRetry={query.refetch}
        loadingMessage="Loading users..."
        errorMessage="The users could not be loaded."
        isEmpty={result?.total === 0}
        emptyMessage={settledSearch ? `No users match “${settledSearch}”.` : 'No users yet.'}
      >
        {result && (
          <div aria-busy={query.isFetching}>
            <DataTable
              caption="Users"
              rows={result.users}
              rowKey={(user) => user.id}
              titleHeader="Name"
              title={(user) => (
                <>
                  {fullName(user)}
                  {user.id === me?.id && <StyledYou> (you)</StyledYou>}
                </>
              )}
              columns={columns}
            />
            <StyledPager aria-label="Pages of users">
              <p role="status">
                {countLabel(result.total, 'user', 'users')} · page {result.page} of {pages}
              </p>
              <StyledPagerButtons>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={page <= 1 || query.isFetching}
                  onClick={() => setPage(page - 1)}
                >
                  Previous
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={page >= pages || query.isFetching}
                  onClick={() => setPage(page + 1)}
                >
                  Next
                </Button>
              </StyledPagerButtons>
            </StyledPager>
          </div>
        )}
      </QueryState>
    </>
  );
}
