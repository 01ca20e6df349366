import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A queued message the sending service withdrew (a newsletter recipient who unsubscribed). */
export class MailCancelled1795691839702 implements MigrationInterface {
  name = 'MailCancelled1795691839702';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TYPE "mail"."message_status" ADD VALUE IF NOT EXISTS 'cancelled'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "mail"."messages" SET "status" = 'failed' WHERE "status" = 'cancelled'`,
    );
    await queryRunner.query(`ALTER TYPE "mail"."message_status" RENAME TO "message_status_old"`);
    await queryRunner.query(
      `CREATE TYPE "mail"."message_status" AS ENUM('queued', 'sending', 'sent', 'failed', 'suppressed')`,
    );
    await queryRunner.query(`ALTER TABLE "mail"."messages" ALTER COLUMN "status" DROP DEFAULT`);
    await queryRunner.query(
      `ALTER TABLE "mail"."messages" ALTER COLUMN "status" TYPE "mail"."message_status" USING "status"::"text"::"mail"."message_status"`,
    );
    await queryRunner.query(
      `ALTER TABLE "mail"."messages" ALTER COLUMN "status" SET DEFAULT 'queued'`,
    );
    await queryRunner.query(`DROP TYPE "mail"."message_status_old"`);
  }
}
