import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * An address the SMTP server refused for good (a `5xx` answer). Mail to it is not sent (the
 * message ends `suppressed` and is logged) until the person proves the address again (a
 * verification or newsletter confirmation: `MailClient.liftSuppression`).
 */
@Entity('suppressions')
export class MailSuppression {
  /** Lower-cased. */
  @PrimaryColumn({ type: 'varchar', length: 320 })
  address: string;

  /** The server's answer that put it here, e.g. `550 5.1.1 No such user`. */
  @Column('text')
  reason: string;

  /** The message whose sending was refused. */
  @Column({ type: 'uuid', nullable: true })
  messageId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
