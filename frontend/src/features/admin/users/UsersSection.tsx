import { ROLES, type PublicUser, type Role } from '@sandglass/shared';
import { useId, useState, type ChangeEvent } from 'react';
import { styled } from 'styled-components';
import { apiErrorMessage } from '../../../lib/apiError';
import { controlStyles } from '../../../ui/FormField';
import { toast } from '../../../ui/toastStore';
import { useSession } from '../../auth';
import { useChangeUserRoleMutation, useUsersPageQuery } from './usersApi';
import { ListPager, ListSearch, useListControls } from '../components/ListControls';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { formatDate } from '../adminText';
import { capitalize } from '../statusLabels';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { QueryState } from '../../../ui/QueryState';
import { SectionHeader } from '../components/SectionHeader';
import { MembershipRequests } from './MembershipRequests';

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

const fullName = (user: PublicUser) => `${user.firstName} ${user.lastName}`;

interface RoleSelectProps {
  user: PublicUser;
  isSelf: boolean;
}

const article = (role: Role) => (role === 'admin' ? 'an' : 'a');

/** Whether moving from `from` to `to` takes access away (guest < member < admin). */
export function isDemotion(from: Role, to: Role): boolean {
  return ROLES.indexOf(to) < ROLES.indexOf(from);
}

/** What a role change does, in the direction it goes, said before it is made. */
export function roleChangeDescription(user: PublicUser, role: Role): string {
  const changes: Record<Role, Partial<Record<Role, string>>> = {
    guest: {
      member: 'They get social media automation and lose nothing.',
      admin:
        'They get social media automation and can manage all content, messages and users, including other admins. They lose nothing.',
    },
    member: {
      admin:
        'They keep social media automation and can also manage all content, messages and users, including other admins.',
      guest: 'They lose social media automation.',
    },
    admin: {
      member: 'They keep social media automation and lose the admin console.',
      guest: 'They lose the admin console and social media automation.',
    },
  };
  const access = changes[user.role][role] ?? '';
  return `${fullName(user)} changes from ${article(user.role)} ${user.role} to ${article(role)} ${role}. ${access} It applies at their next sign-in or token refresh.`;
}

/** Choosing another role asks first, saying what changes; an admin's own role cannot be changed here. */
function RoleSelect({ user, isSelf }: RoleSelectProps) {
  const [changeRole, { isLoading }] = useChangeUserRoleMutation();
  const [pending, setPending] = useState<Role | null>(null);
  const explanationId = useId();

  async function handleConfirm(role: Role) {
    try {
      await changeRole({ id: user.id, role }).unwrap();
      toast({
        title: 'Role changed',
        description: `${fullName(user)} is now ${article(role)} ${role}. It applies at their next sign-in or token refresh.`,
      });
    } catch (error) {
      toast({
        title: 'Could not change the role',
        description: apiErrorMessage(error, 'Try again in a moment.'),
        variant: 'destructive',
      });
    } finally {
      setPending(null);
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
        onChange={(event: ChangeEvent<HTMLSelectElement>) => setPending(event.target.value as Role)}
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
      {pending && (
        <ConfirmDialog
          title={`Make ${fullName(user)} ${article(pending)} ${pending}?`}
          description={roleChangeDescription(user, pending)}
          confirmLabel={`Make ${capitalize(pending)}`}
          destructive={isDemotion(user.role, pending)}
          pendingLabel="Changing..."
          isPending={isLoading}
          onConfirm={() => void handleConfirm(pending)}
          onClose={() => setPending(null)}
        />
      )}
    </StyledRole>
  );
}

/**
 * Accounts: guests' membership requests to answer, then every account to search, page through,
 * and change roles of (guest, member, admin).
 */
export function UsersSection() {
  const { user: me } = useSession();
  const list = useListControls();
  const query = useUsersPageQuery(list.request);
  const result = query.data;
  const settledSearch = list.request.q;

  const columns: DataColumn<PublicUser>[] = [
    { header: 'Email', cell: (user) => user.email },
    { header: 'Role', cell: (user) => <RoleSelect user={user} isSelf={user.id === me?.id} /> },
    { header: 'Joined', cell: (user) => formatDate(user.createdAt) },
  ];

  return (
    <>
      <SectionHeader title="Users" lead="Everyone with an account, newest first." />
      <MembershipRequests />
      <StyledToolbar>
        <ListSearch controls={list} label="Search users" placeholder="Search by name or email..." />
        <StyledNote>
          New accounts start as guests. Members get social media automation; admins get this
          dashboard. A role change applies at the user’s next sign-in or token refresh.
        </StyledNote>
      </StyledToolbar>
      <QueryState
        isLoading={query.isLoading}
        error={result ? undefined : query.error}
        onRetry={() => void query.refetch()}
        loadingMessage="Loading users..."
        errorMessage="The users could not be loaded."
        isEmpty={result?.total === 0}
        emptyMessage={settledSearch ? `No users match “${settledSearch}”.` : 'No users yet.'}
      >
        {result && (
          <div aria-busy={query.isFetching}>
            <DataTable
              caption="Users"
              rows={result.items}
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
            <ListPager
              controls={list}
              total={result.total}
              noun={['user', 'users']}
              isFetching={query.isFetching}
            />
          </div>
        )}
      </QueryState>
    </>
  );
}
