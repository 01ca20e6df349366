import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateWebhooks1795692926188 implements MigrationInterface {
  name = 'CreateWebhooks1795692926188';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "webhooks"."endpoints" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "owner_role" character varying(16) NOT NULL, "owner_email" character varying(254) NOT NULL, "url" character varying(2000) NOT NULL, "description" character varying(200), "events" text array NOT NULL, "secret" character varying(100) NOT NULL, "enabled" boolean NOT NULL DEFAULT true, "disabled_reason" character varying(300), "failing_since" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_70835610dfa54ad5d990e02f70a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "endpoints_user_id_idx" ON "webhooks"."endpoints"  ("user_id") `,
    );
    await queryRunner.query(
      `CREATE TYPE "webhooks"."delivery_status" AS ENUM('pending', 'delivering', 'succeeded', 'failed')`,
    );
    await queryRunner.query(
      `CREATE TABLE "webhooks"."deliveries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "endpoint_id" uuid NOT NULL, "event_id" uuid, "type" character varying(64) NOT NULL, "message_id" character varying(64) NOT NULL, "body" text NOT NULL, "status" "webhooks"."delivery_status" NOT NULL, "attempts" integer NOT NULL DEFAULT '0', "next_attempt_at" TIMESTAMP WITH TIME ZONE, "claimed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a6ef225c5c5f0974e503bfb731f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "deliveries_due_idx" ON "webhooks"."deliveries"  ("status", "next_attempt_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "deliveries_endpoint_created_idx" ON "webhooks"."deliveries"  ("endpoint_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "deliveries_endpoint_event_key" ON "webhooks"."deliveries"  ("endpoint_id", "event_id") WHERE "event_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "webhooks"."delivery_attempts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "delivery_id" uuid NOT NULL, "attempted_at" TIMESTAMP WITH TIME ZONE NOT NULL, "status_code" integer, "duration_ms" integer NOT NULL, "error" character varying(300), "next_retry_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_41eba4eb5401d72860f7cd9a7ac" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "delivery_attempts_delivery_idx" ON "webhooks"."delivery_attempts"  ("delivery_id", "attempted_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "webhooks"."events" ("id" uuid NOT NULL, "type" character varying(64) NOT NULL, "user_id" uuid, "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_40731c7151fe4be3116e45ddf73" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhooks"."deliveries" ADD CONSTRAINT "deliveries_endpoint_id_fkey" FOREIGN KEY ("endpoint_id") REFERENCES "webhooks"."endpoints"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhooks"."delivery_attempts" ADD CONSTRAINT "delivery_attempts_delivery_id_fkey" FOREIGN KEY ("delivery_id") REFERENCES "webhooks"."deliveries"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "webhooks"."delivery_attempts" DROP CONSTRAINT "delivery_attempts_delivery_id_fkey"`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhooks"."deliveries" DROP CONSTRAINT "deliveries_endpoint_id_fkey"`,
    );
    await queryRunner.query(`DROP TABLE "webhooks"."events"`);
    await queryRunner.query(`DROP INDEX "webhooks"."delivery_attempts_delivery_idx"`);
    await queryRunner.query(`DROP TABLE "webhooks"."delivery_attempts"`);
    await queryRunner.query(`DROP INDEX "webhooks"."deliveries_endpoint_event_key"`);
    await queryRunner.query(`DROP INDEX "webhooks"."deliveries_endpoint_created_idx"`);
    await queryRunner.query(`DROP INDEX "webhooks"."deliveries_due_idx"`);
    await queryRunner.query(`DROP TABLE "webhooks"."deliveries"`);
    await queryRunner.query(`DROP TYPE "webhooks"."delivery_status"`);
    await queryRunner.query(`DROP INDEX "webhooks"."endpoints_user_id_idx"`);
    await queryRunner.query(`DROP TABLE "webhooks"."endpoints"`);
  }
}
