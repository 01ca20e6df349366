import type { MigrationInterface, QueryRunner } from 'typeorm';

export class NewsletterIssues1795692048169 implements MigrationInterface {
  name = 'NewsletterIssues1795692048169';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "content"."newsletter_issue_status" AS ENUM('draft', 'scheduled', 'sending', 'sent')`,
    );
    await queryRunner.query(
      `CREATE TABLE "content"."newsletter_issues" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "subject" character varying(200) NOT NULL, "preheader" character varying(200), "body" text NOT NULL, "article_slug" character varying(120), "status" "content"."newsletter_issue_status" NOT NULL DEFAULT 'draft', "scheduled_at" TIMESTAMP WITH TIME ZONE, "sending_started_at" TIMESTAMP WITH TIME ZONE, "sent_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_eca458fb36d0e5ab3ac5f8d70bc" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "newsletter_issues_status_scheduled_at_idx" ON "content"."newsletter_issues"  ("status", "scheduled_at") `,
    );
    await queryRunner.query(
      `CREATE TYPE "content"."newsletter_recipient_status" AS ENUM('queued', 'sent', 'failed', 'bounced', 'skipped')`,
    );
    await queryRunner.query(
      `CREATE TABLE "content"."newsletter_recipients" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "issue_id" uuid NOT NULL, "subscriber_id" uuid NOT NULL, "email" character varying(254) NOT NULL, "status" "content"."newsletter_recipient_status" NOT NULL DEFAULT 'queued', "unsubscribe_token_hash" character(64) NOT NULL, "error" text, "sent_at" TIMESTAMP WITH TIME ZONE, "unsubscribed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "newsletter_recipients_issue_subscriber_key" UNIQUE ("issue_id", "subscriber_id"), CONSTRAINT "PK_1e5b70abe02fec44b6568aa6e81" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "newsletter_recipients_unsubscribe_token_hash_key" ON "content"."newsletter_recipients"  ("unsubscribe_token_hash") `,
    );
    await queryRunner.query(
      `CREATE INDEX "newsletter_recipients_subscriber_status_idx" ON "content"."newsletter_recipients"  ("subscriber_id", "status") `,
    );
    await queryRunner.query(
      `CREATE INDEX "newsletter_recipients_issue_status_idx" ON "content"."newsletter_recipients"  ("issue_id", "status") `,
    );
    await queryRunner.query(`ALTER TYPE "content"."newsletter_status" ADD VALUE 'bounced'`);
    await queryRunner.query(
      `ALTER TABLE "content"."newsletter_recipients" ADD CONSTRAINT "FK_993887768b8c1e69d1de6bf3195" FOREIGN KEY ("issue_id") REFERENCES "content"."newsletter_issues"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "content"."newsletter_recipients" DROP CONSTRAINT "FK_993887768b8c1e69d1de6bf3195"`,
    );
    await queryRunner.query(
      `UPDATE "content"."newsletter_subscribers" SET "status" = 'unsubscribed' WHERE "status" = 'bounced'`,
    );
    await queryRunner.query(
      `CREATE TYPE "content"."newsletter_status_old" AS ENUM('pending', 'confirmed', 'unsubscribed')`,
    );
    await queryRunner.query(
      `ALTER TABLE "content"."newsletter_subscribers" ALTER COLUMN "status" DROP DEFAULT`,
    );
    await queryRunner.query(
      `ALTER TABLE "content"."newsletter_subscribers" ALTER COLUMN "status" TYPE "content"."newsletter_status_old" USING "status"::"text"::"content"."newsletter_status_old"`,
    );
    await queryRunner.query(
      `ALTER TABLE "content"."newsletter_subscribers" ALTER COLUMN "status" SET DEFAULT 'pending'`,
    );
    await queryRunner.query(`DROP TYPE "content"."newsletter_status"`);
    await queryRunner.query(
      `ALTER TYPE "content"."newsletter_status_old" RENAME TO "newsletter_status"`,
    );
    await queryRunner.query(`DROP INDEX "content"."newsletter_recipients_issue_status_idx"`);
    await queryRunner.query(`DROP INDEX "content"."newsletter_recipients_subscriber_status_idx"`);
    await queryRunner.query(
      `DROP INDEX "content"."newsletter_recipients_unsubscribe_token_hash_key"`,
    );
    await queryRunner.query(`DROP TABLE "content"."newsletter_recipients"`);
    await queryRunner.query(`DROP TYPE "content"."newsletter_recipient_status"`);
    await queryRunner.query(`DROP INDEX "content"."newsletter_issues_status_scheduled_at_idx"`);
    await queryRunner.query(`DROP TABLE "content"."newsletter_issues"`);
    await queryRunner.query(`DROP TYPE "content"."newsletter_issue_status"`);
  }
}
