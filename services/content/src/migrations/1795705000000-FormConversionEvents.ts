import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A program application and a newsletter sign-up are recorded as events, like a contact message. */
export class FormConversionEvents1795705000000 implements MigrationInterface {
  name = 'FormConversionEvents1795705000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TYPE "content"."analytics_event_type" ADD VALUE IF NOT EXISTS 'application_submitted'`,
    );
    await queryRunner.query(
      `ALTER TYPE "content"."analytics_event_type" ADD VALUE IF NOT EXISTS 'newsletter_signup'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // PostgreSQL cannot drop an enum value: the type is rebuilt without the two.
    await queryRunner.query(
      `DELETE FROM "content"."analytics_events" WHERE "type" IN ('application_submitted', 'newsletter_signup')`,
    );
    await queryRunner.query(
      `ALTER TYPE "content"."analytics_event_type" RENAME TO "analytics_event_type_old"`,
    );
    await queryRunner.query(
      `CREATE TYPE "content"."analytics_event_type" AS ENUM('page_view', 'scroll_depth', 'conversion', 'external_click', 'contact_submitted')`,
    );
    await queryRunner.query(
      `ALTER TABLE "content"."analytics_events" ALTER COLUMN "type" TYPE "content"."analytics_event_type" USING "type"::text::"content"."analytics_event_type"`,
    );
    await queryRunner.query(`DROP TYPE "content"."analytics_event_type_old"`);
  }
}
