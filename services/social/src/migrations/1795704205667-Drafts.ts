import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Drafts1795704205667 implements MigrationInterface {
  name = 'Drafts1795704205667';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "social"."post_draft_platform" AS ENUM('twitter', 'linkedin', 'facebook', 'instagram')`,
    );
    await queryRunner.query(
      `ALTER TABLE "social"."posts" ADD "draft_platforms" "social"."post_draft_platform" array NOT NULL DEFAULT '{}'`,
    );
    await queryRunner.query(`ALTER TABLE "social"."posts" ADD "source_key" character varying(200)`);
    await queryRunner.query(
      `ALTER TABLE "social"."posts" ALTER COLUMN "scheduled_time" DROP NOT NULL`,
    );
    // Migrations run one transaction each; PostgreSQL 12+ allows ADD VALUE inside one as long as
    // the new value is not used before it commits (nothing here uses 'draft').
    await queryRunner.query(`ALTER TYPE "social"."post_status" ADD VALUE 'draft'`);
    await queryRunner.query(`ALTER TYPE "social"."post_outcome" ADD VALUE 'draft'`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "posts_user_id_source_key_key" ON "social"."posts"  ("user_id", "source_key") WHERE "source_key" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // An enum value cannot be dropped: drafts go, then each type is made again without it.
    // (their images' links go with them: post_media cascades)
    await queryRunner.query(`DELETE FROM "social"."posts" WHERE "status" = 'draft'`);
    await queryRunner.query(`ALTER TABLE "social"."posts" ALTER COLUMN "status" DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE "social"."posts" ALTER COLUMN "outcome" DROP DEFAULT`);
    await queryRunner.query(`DROP INDEX "social"."posts_user_id_source_key_key"`);
    await queryRunner.query(
      `CREATE TYPE "social"."post_outcome_old" AS ENUM('pending', 'posted', 'partly_posted', 'failed', 'cancelled')`,
    );
    await queryRunner.query(
      `ALTER TABLE "social"."posts" ALTER COLUMN "outcome" TYPE "social"."post_outcome_old" USING "outcome"::"text"::"social"."post_outcome_old"`,
    );
    await queryRunner.query(`DROP TYPE "social"."post_outcome"`);
    await queryRunner.query(`ALTER TYPE "social"."post_outcome_old" RENAME TO "post_outcome"`);
    await queryRunner.query(
      `CREATE TYPE "social"."post_status_old" AS ENUM('pending', 'posted', 'failed', 'cancelled')`,
    );
    await queryRunner.query(
      `ALTER TABLE "social"."posts" ALTER COLUMN "status" TYPE "social"."post_status_old" USING "status"::"text"::"social"."post_status_old"`,
    );
    await queryRunner.query(`DROP TYPE "social"."post_status"`);
    await queryRunner.query(`ALTER TYPE "social"."post_status_old" RENAME TO "post_status"`);
    await queryRunner.query(
      `ALTER TABLE "social"."posts" ALTER COLUMN "status" SET DEFAULT 'pending'`,
    );
    await queryRunner.query(
      `ALTER TABLE "social"."posts" ALTER COLUMN "outcome" SET DEFAULT 'pending'`,
    );
    await queryRunner.query(
      `ALTER TABLE "social"."posts" ALTER COLUMN "scheduled_time" SET NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE "social"."posts" DROP COLUMN "source_key"`);
    await queryRunner.query(`ALTER TABLE "social"."posts" DROP COLUMN "draft_platforms"`);
    await queryRunner.query(`DROP TYPE "social"."post_draft_platform"`);
  }
}
