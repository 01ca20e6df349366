import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Accounts1795691803567 implements MigrationInterface {
  name = 'Accounts1795691803567';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "auth"."account_token_purpose" AS ENUM('verify-email', 'reset-password', 'change-email')`,
    );
    await queryRunner.query(
      `CREATE TABLE "auth"."account_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "purpose" "auth"."account_token_purpose" NOT NULL, "token_hash" character(64) NOT NULL, "email" character varying(254) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5e3640c493cc6206a44b885e6a9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "account_tokens_user_id_idx" ON "auth"."account_tokens"  ("user_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "account_tokens_token_hash_key" ON "auth"."account_tokens"  ("token_hash") `,
    );
    await queryRunner.query(
      `CREATE TYPE "auth"."membership_request_status" AS ENUM('pending', 'approved', 'declined')`,
    );
    await queryRunner.query(
      `CREATE TABLE "auth"."membership_requests" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "user_id" uuid NOT NULL, "note" text NOT NULL, "status" "auth"."membership_request_status" NOT NULL DEFAULT 'pending', "decided_at" TIMESTAMP WITH TIME ZONE, "decided_by" uuid, CONSTRAINT "PK_7679697ffa9b5a0d385d83b0783" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "membership_requests_user_id_idx" ON "auth"."membership_requests"  ("user_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "membership_requests_one_pending_key" ON "auth"."membership_requests"  ("user_id") WHERE "status" = 'pending'`,
    );
    await queryRunner.query(
      `ALTER TABLE "auth"."users" ADD "email_verified_at" TIMESTAMP WITH TIME ZONE`,
    );
    // Added by hand: accounts made before addresses were verified count as verified.
    await queryRunner.query(`UPDATE "auth"."users" SET "email_verified_at" = "created_at"`);
    await queryRunner.query(
      `ALTER TABLE "auth"."sessions" ADD "last_used_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`,
    );
    await queryRunner.query(
      `ALTER TABLE "auth"."sessions" ADD "user_agent" character varying(300)`,
    );
    // Added by hand: a sign-in made before sessions kept these takes them from its newest token.
    await queryRunner.query(
      `UPDATE "auth"."sessions" s SET "last_used_at" = t."created_at", "user_agent" = t."user_agent" FROM (SELECT DISTINCT ON ("family_id") "family_id", "created_at", "user_agent" FROM "auth"."refresh_tokens" ORDER BY "family_id", "created_at" DESC) t WHERE t."family_id" = s."id"`,
    );
    await queryRunner.query(
      `ALTER TABLE "auth"."account_tokens" ADD CONSTRAINT "account_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "auth"."membership_requests" ADD CONSTRAINT "membership_requests_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "auth"."membership_requests" DROP CONSTRAINT "membership_requests_user_id_fkey"`,
    );
    await queryRunner.query(
      `ALTER TABLE "auth"."account_tokens" DROP CONSTRAINT "account_tokens_user_id_fkey"`,
    );
    await queryRunner.query(`ALTER TABLE "auth"."sessions" DROP COLUMN "user_agent"`);
    await queryRunner.query(`ALTER TABLE "auth"."sessions" DROP COLUMN "last_used_at"`);
    await queryRunner.query(`ALTER TABLE "auth"."users" DROP COLUMN "email_verified_at"`);
    await queryRunner.query(`DROP INDEX "auth"."membership_requests_one_pending_key"`);
    await queryRunner.query(`DROP INDEX "auth"."membership_requests_user_id_idx"`);
    await queryRunner.query(`DROP TABLE "auth"."membership_requests"`);
    await queryRunner.query(`DROP TYPE "auth"."membership_request_status"`);
    await queryRunner.query(`DROP INDEX "auth"."account_tokens_token_hash_key"`);
    await queryRunner.query(`DROP INDEX "auth"."account_tokens_user_id_idx"`);
    await queryRunner.query(`DROP TABLE "auth"."account_tokens"`);
    await queryRunner.query(`DROP TYPE "auth"."account_token_purpose"`);
  }
}
