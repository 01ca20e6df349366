import { Column } from 'typeorm';
import { CatalogEntity, CatalogRecord } from '../common/catalog-record.js';

@CatalogEntity('team_members')
export class TeamMember extends CatalogRecord {
  @Column({ type: 'varchar', length: 150 })
  title: string;

  @Column({ type: 'varchar', length: 3000 })
  bio: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  photoUrl: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  linkedinUrl: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  twitterUrl: string | null;
}
