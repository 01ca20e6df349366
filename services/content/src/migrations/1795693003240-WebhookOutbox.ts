import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WebhookOutbox1795693003240 implements MigrationInterface {
  name = 'WebhookOutbox1795693003240';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "content"."webhook_outbox" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "type" character varying(64) NOT NULL, "user_id" uuid, "data" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "relayed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_f4a40df90155b6146edea062e4b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "webhook_outbox_unrelayed_idx" ON "content"."webhook_outbox"  ("created_at") WHERE "relayed_at" IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "content"."webhook_outbox_unrelayed_idx"`);
    await queryRunner.query(`DROP TABLE "content"."webhook_outbox"`);
  }
}
