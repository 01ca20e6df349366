import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsers1795392056714 implements MigrationInterface {
  name = 'CreateUsers1795392056714';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "auth"."user_role" AS ENUM('guest', 'member', 'admin')`);
    await queryRunner.query(`CREATE TYPE "auth"."membership_tier" AS ENUM('free', 'pro')`);
    await queryRunner.query(
      `CREATE TABLE "auth"."users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(254) NOT NULL, "password_hash" text NOT NULL, "first_name" character varying(100) NOT NULL, "last_name" character varying(100) NOT NULL, "role" "auth"."user_role" NOT NULL DEFAULT 'guest', "membership_tier" "auth"."membership_tier" NOT NULL DEFAULT 'free', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "users_email_key" ON "auth"."users"  ("email") `);
    await queryRunner.query(
      `CREATE TABLE "auth"."refresh_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "family_id" uuid NOT NULL, "token_hash" character(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, "rotated_at" TIMESTAMP WITH TIME ZONE, "user_agent" character varying(300), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7d8bee0204106019488c4c50ffa" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "refresh_tokens_user_id_idx" ON "auth"."refresh_tokens"  ("user_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "refresh_tokens_family_id_idx" ON "auth"."refresh_tokens"  ("family_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "refresh_tokens_token_hash_key" ON "auth"."refresh_tokens"  ("token_hash") `,
    );
    await queryRunner.query(
      `ALTER TABLE "auth"."refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "auth"."refresh_tokens" DROP CONSTRAINT "refresh_tokens_user_id_fkey"`,
    );
    await queryRunner.query(`DROP INDEX "auth"."refresh_tokens_token_hash_key"`);
    await queryRunner.query(`DROP INDEX "auth"."refresh_tokens_family_id_idx"`);
    await queryRunner.query(`DROP INDEX "auth"."refresh_tokens_user_id_idx"`);
    await queryRunner.query(`DROP TABLE "auth"."refresh_tokens"`);
    await queryRunner.query(`DROP INDEX "auth"."users_email_key"`);
    await queryRunner.query(`DROP TABLE "auth"."users"`);
    await queryRunner.query(`DROP TYPE "auth"."membership_tier"`);
    await queryRunner.query(`DROP TYPE "auth"."user_role"`);
  }
}
