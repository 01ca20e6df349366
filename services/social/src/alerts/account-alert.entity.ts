import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { ConnectedAccount } from '../connected-accounts/connected-account.entity.js';

/** The account problems a member is mailed about (AlertMails says how often). */
export const ACCOUNT_ALERT_KINDS = ['reconnect_needed', 'token_expiring'] as const;
export type AccountAlertKind = (typeof ACCOUNT_ALERT_KINDS)[number];

/**
 * When a member was last mailed about one problem of one account, so the same problem is not
 * mailed again too soon (the row is claimed by one conditional upsert in the mail's transaction).
 * Goes with its account.
 */
@Entity('account_alerts')
export class AccountAlert {
  @PrimaryColumn('uuid')
  accountId: string;

  @ManyToOne('ConnectedAccount', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: ConnectedAccount;

  @PrimaryColumn({ type: 'varchar', length: 32 })
  kind: AccountAlertKind;

  @Column('timestamptz')
  lastAlertedAt: Date;
}
