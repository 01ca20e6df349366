import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSessions1795679514816 implements MigrationInterface {
  name = 'CreateSessions1795679514816';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "auth"."sessions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "ended_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_3238ef96f18b355b671619111bc" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "sessions_user_id_idx" ON "auth"."sessions"  ("user_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "auth"."sessions" ADD CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // Added by hand: every sign-in made before sessions had rows gets one (its tokens' family),
    // ended once none of its tokens can refresh any more.
    await queryRunner.query(
      `INSERT INTO "auth"."sessions" ("id", "user_id", "created_at", "ended_at") SELECT "family_id", min("user_id"::text)::uuid, min("created_at"), CASE WHEN bool_and("revoked_at" IS NOT NULL) THEN max("revoked_at") END FROM "auth"."refresh_tokens" GROUP BY "family_id"`,
    );
    await queryRunner.query(
      `ALTER TABLE "auth"."refresh_tokens" ADD CONSTRAINT "refresh_tokens_family_id_fkey" FOREIGN KEY ("family_id") REFERENCES "auth"."sessions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "auth"."refresh_tokens" DROP CONSTRAINT "refresh_tokens_family_id_fkey"`,
    );
    await queryRunner.query(
      `ALTER TABLE "auth"."sessions" DROP CONSTRAINT "sessions_user_id_fkey"`,
    );
    await queryRunner.query(`DROP INDEX "auth"."sessions_user_id_idx"`);
    await queryRunner.query(`DROP TABLE "auth"."sessions"`);
  }
}
