import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Notifications1795704236703 implements MigrationInterface {
  name = 'Notifications1795704236703';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "auth"."users" ADD "notify_failed_posts" boolean NOT NULL DEFAULT true`,
    );
    await queryRunner.query(
      `ALTER TABLE "auth"."users" ADD "notify_reconnect_needed" boolean NOT NULL DEFAULT true`,
    );
    await queryRunner.query(
      `ALTER TABLE "auth"."users" ADD "notify_token_expiring" boolean NOT NULL DEFAULT true`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "auth"."users" DROP COLUMN "notify_token_expiring"`);
    await queryRunner.query(`ALTER TABLE "auth"."users" DROP COLUMN "notify_reconnect_needed"`);
    await queryRunner.query(`ALTER TABLE "auth"."users" DROP COLUMN "notify_failed_posts"`);
  }
}
