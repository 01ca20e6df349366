import { CONTACT_INTEREST_VALUES, type ContactInterest } from '@sandglass/shared';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('contact_submissions')
@Index('contact_submissions_inbox_idx', ['isRead', 'createdAt'])
@Index('contact_submissions_created_at_idx', ['createdAt'])
export class ContactSubmission {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 150, nullable: true })
  company: string | null;

  @Column({ type: 'enum', enum: CONTACT_INTEREST_VALUES, enumName: 'contact_interest' })
  interest: ContactInterest;

  @Column({ type: 'varchar', length: 5000 })
  message: string;

  @Column({ type: 'boolean', default: false })
  isRead: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
