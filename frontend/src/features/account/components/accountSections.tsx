import type { PublicUser } from '@sandglass/shared';
import type { ComponentType } from 'react';
import { ApiAccessSection } from './ApiAccessSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { EmailSection } from './EmailSection';
import { MembershipSection } from './MembershipSection';
import { NotificationsSection } from './NotificationsSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';
import { YourDataSection } from './YourDataSection';

/** One part of the account page: its anchor, its name in the page's contents, and its card. */
export interface AccountSectionEntry {
  id: string;
  title: string;
  Component: ComponentType<{ user: PublicUser }>;
}

/**
 * The account page's parts, in order. A new part (its card is an `AccountSection` with the
 * same id) is one line here; the page lists it in its contents and renders it.
 */
export const ACCOUNT_SECTIONS: readonly AccountSectionEntry[] = [
  { id: 'profile', title: 'Profile', Component: ProfileSection },
  { id: 'email', title: 'Email', Component: EmailSection },
  { id: 'password', title: 'Password', Component: PasswordSection },
  { id: 'sessions', title: 'Sessions', Component: SessionsSection },
  { id: 'membership', title: 'Membership', Component: MembershipSection },
  { id: 'notifications', title: 'Notifications', Component: NotificationsSection },
  { id: 'api-access', title: 'API access', Component: ApiAccessSection },
  { id: 'your-data', title: 'Your data', Component: YourDataSection },
  { id: 'delete-account', title: 'Delete account', Component: DeleteAccountSection },
];
