import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** How long a member has to pick one of their Facebook Pages after authorising. */
export const PAGE_CHOICE_TTL_MS = 10 * 60 * 1000;

/**
 * The Facebook Pages a member manages, kept between the OAuth callback and their choice when
 * there are several. One row per member; the Page tokens inside are encrypted (TokenCipher).
 */
@Entity('facebook_page_choices')
@Index('facebook_page_choices_expires_at_idx', ['expiresAt'])
export class FacebookPageChoice {
  @PrimaryColumn('uuid')
  userId: string;

  /** Encrypted JSON of the choices (`PlatformChoice[]`, tokens included). */
  @Column('text')
  choices: string;

  @Column('timestamptz')
  expiresAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
