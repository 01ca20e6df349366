import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PostOutcome1795679508609 implements MigrationInterface {
  name = 'PostOutcome1795679508609';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "social"."post_outcome" AS ENUM('pending', 'posted', 'partly_posted', 'failed', 'cancelled')`,
    );
    await queryRunner.query(
      `ALTER TABLE "social"."posts" ADD "outcome" "social"."post_outcome" NOT NULL DEFAULT 'pending'`,
    );
    // Existing posts: their status, with a failed post that posted somewhere partly posted
    // (what postOutcomeOf gives their deliveries); refreshPostStatus keeps it from now on.
    await queryRunner.query(`UPDATE "social"."posts" p SET "outcome" = CASE
      WHEN p."status" = 'failed' AND EXISTS (SELECT 1 FROM "social"."deliveries" d
        WHERE d."post_id" = p."id" AND d."status" = 'posted') THEN 'partly_posted'
      ELSE p."status"::text::"social"."post_outcome" END`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "social"."posts" DROP COLUMN "outcome"`);
    await queryRunner.query(`DROP TYPE "social"."post_outcome"`);
  }
}
