import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateApiTokens1795691842704 implements MigrationInterface {
  name = 'CreateApiTokens1795691842704';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "auth"."api_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "name" character varying(100) NOT NULL, "prefix" character varying(16) NOT NULL, "token_hash" character(64) NOT NULL, "scopes" text array NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE, "last_used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_c587455266b5fa8dace7194caac" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "api_tokens_user_id_idx" ON "auth"."api_tokens"  ("user_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "api_tokens_token_hash_key" ON "auth"."api_tokens"  ("token_hash") `,
    );
    await queryRunner.query(
      `ALTER TABLE "auth"."api_tokens" ADD CONSTRAINT "api_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "auth"."api_tokens" DROP CONSTRAINT "api_tokens_user_id_fkey"`,
    );
    await queryRunner.query(`DROP INDEX "auth"."api_tokens_token_hash_key"`);
    await queryRunner.query(`DROP INDEX "auth"."api_tokens_user_id_idx"`);
    await queryRunner.query(`DROP TABLE "auth"."api_tokens"`);
  }
}
