import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountDeletions1795693335079 implements MigrationInterface {
  name = 'AccountDeletions1795693335079';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "auth"."account_deletions" ("user_id" uuid NOT NULL, "email" character varying(254) NOT NULL, "deleted_at" TIMESTAMP WITH TIME ZONE NOT NULL, "announced_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_b359fd5c47945357b8ab9c3f78a" PRIMARY KEY ("user_id"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "auth"."account_deletions"`);
  }
}
