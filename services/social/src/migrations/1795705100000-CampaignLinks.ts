import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CampaignLinks1795705100000 implements MigrationInterface {
  name = 'CampaignLinks1795705100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "social"."posts" ADD "campaign_links" boolean NOT NULL DEFAULT true`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "social"."posts" DROP COLUMN "campaign_links"`);
  }
}
