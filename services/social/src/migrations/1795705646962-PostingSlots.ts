import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PostingSlots1795705646962 implements MigrationInterface {
  name = 'PostingSlots1795705646962';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "social"."posting_slots" ("user_id" uuid NOT NULL, "time_zone" character varying(64) NOT NULL, "slots" jsonb NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_bf2a147e833188056f84221e6a4" PRIMARY KEY ("user_id"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "social"."posting_slots"`);
  }
}
