import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateGenerations1795393976080 implements MigrationInterface {
  name = 'CreateGenerations1795393976080';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "ai"."generation_endpoint" AS ENUM('insight', 'company-analysis', 'blog-content', 'social-post')`,
    );
    await queryRunner.query(
      `CREATE TYPE "ai"."generation_outcome" AS ENUM('succeeded', 'failed', 'cancelled')`,
    );
    await queryRunner.query(
      `CREATE TABLE "ai"."generations" ("id" uuid NOT NULL, "user_id" uuid NOT NULL, "endpoint" "ai"."generation_endpoint" NOT NULL, "model" character varying(200) NOT NULL, "prompt_chars" integer NOT NULL, "input_tokens" integer, "output_tokens" integer, "cost" numeric(14,8), "latency_ms" integer NOT NULL, "outcome" "ai"."generation_outcome" NOT NULL, "error_code" character varying(64), "streamed" boolean NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9d2a52fbde1fba42c24ec42ddd2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "generations_user_id_created_at_idx" ON "ai"."generations"  ("user_id", "created_at") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ai"."generations_user_id_created_at_idx"`);
    await queryRunner.query(`DROP TABLE "ai"."generations"`);
    await queryRunner.query(`DROP TYPE "ai"."generation_outcome"`);
    await queryRunner.query(`DROP TYPE "ai"."generation_endpoint"`);
  }
}
