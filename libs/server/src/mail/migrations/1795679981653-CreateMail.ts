import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateMail1795679981653 implements MigrationInterface {
  name = 'CreateMail1795679981653';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "mail"."message_status" AS ENUM('queued', 'sending', 'sent', 'failed', 'suppressed')`,
    );
    await queryRunner.query(
      `CREATE TABLE "mail"."messages" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "idempotency_key" character varying(200) NOT NULL, "template" character varying(64) NOT NULL, "data" jsonb, "recipient" character varying(320) NOT NULL, "reply_to" character varying(320), "status" "mail"."message_status" NOT NULL DEFAULT 'queued', "attempts" integer NOT NULL DEFAULT '0', "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sending_started_at" TIMESTAMP WITH TIME ZONE, "subject" text, "message_id" character varying(320), "smtp_response" text, "error" text, "sent_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "messages_idempotency_key_key" UNIQUE ("idempotency_key"), CONSTRAINT "PK_18325f38ae6de43878487eff986" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "messages_status_next_attempt_at_idx" ON "mail"."messages"  ("status", "next_attempt_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "mail"."suppressions" ("address" character varying(320) NOT NULL, "reason" text NOT NULL, "message_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_1c21d25c6f5df6c64078c697874" PRIMARY KEY ("address"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "mail"."suppressions"`);
    await queryRunner.query(`DROP INDEX "mail"."messages_status_next_attempt_at_idx"`);
    await queryRunner.query(`DROP TABLE "mail"."messages"`);
    await queryRunner.query(`DROP TYPE "mail"."message_status"`);
  }
}
