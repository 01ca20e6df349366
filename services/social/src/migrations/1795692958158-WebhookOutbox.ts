import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WebhookOutbox1795692958158 implements MigrationInterface {
  name = 'WebhookOutbox1795692958158';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "social"."webhook_outbox" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "type" character varying(64) NOT NULL, "user_id" uuid, "data" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "relayed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_f4a40df90155b6146edea062e4b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "webhook_outbox_unrelayed_idx" ON "social"."webhook_outbox"  ("created_at") WHERE "relayed_at" IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "social"."webhook_outbox_unrelayed_idx"`);
    await queryRunner.query(`DROP TABLE "social"."webhook_outbox"`);
  }
}
