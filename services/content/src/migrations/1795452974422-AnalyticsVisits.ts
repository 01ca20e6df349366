import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AnalyticsVisits1795452974422 implements MigrationInterface {
  name = 'AnalyticsVisits1795452974422';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "content"."analytics_daily" ("day" date NOT NULL, "visitors" integer NOT NULL, "visits" integer NOT NULL, "page_views" integer NOT NULL, "bounces" integer NOT NULL, "duration_seconds" bigint NOT NULL, "learn_more_clicks" integer NOT NULL, "contact_forms" integer NOT NULL, "external_clicks" integer NOT NULL, "portfolio_visits" integer NOT NULL, "learn_more_visits" integer NOT NULL, "contact_visits" integer NOT NULL, "converted_visits" integer NOT NULL, CONSTRAINT "PK_7ff2362fca6098d844d87bd0e02" PRIMARY KEY ("day"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "content"."analytics_hourly" ("hour" TIMESTAMP WITH TIME ZONE NOT NULL, "visitors" integer NOT NULL, "page_views" integer NOT NULL, CONSTRAINT "PK_131b00bc2fa95a31b5a51dd1b2e" PRIMARY KEY ("hour"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "content"."analytics_daily_breakdowns" ("day" date NOT NULL, "dimension" character varying(20) NOT NULL, "key" character varying(300) NOT NULL, "visitors" integer NOT NULL, "visits" integer NOT NULL, "page_views" integer NOT NULL, CONSTRAINT "PK_fb97f5666c6e5bc1ca879016e13" PRIMARY KEY ("day", "dimension", "key"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "content"."analytics_salts" ("day" date NOT NULL, "salt" bytea NOT NULL, CONSTRAINT "PK_cd8e7f5796f7fc0b6e12de0af35" PRIMARY KEY ("day"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "content"."analytics_visits" ("id" uuid NOT NULL, "visitor" bigint NOT NULL, "started_at" TIMESTAMP WITH TIME ZONE NOT NULL, "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL, "page_views" integer NOT NULL DEFAULT '0', "entry_path" character varying(300) NOT NULL, "referrer" character varying(253), "utm_source" character varying(100), "utm_medium" character varying(100), "utm_campaign" character varying(100), "utm_term" character varying(100), "device" character varying(20) NOT NULL, "browser" character varying(50) NOT NULL, "os" character varying(50) NOT NULL, "country" character(2), "portfolio" boolean NOT NULL DEFAULT false, "learn_more" boolean NOT NULL DEFAULT false, "contact" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_088b9da8233c3c85fe639189226" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "analytics_visits_started_at_idx" ON "content"."analytics_visits"  ("started_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "content"."analytics_visitors" ("visitor" bigint NOT NULL, "visit_id" uuid NOT NULL, "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_c4903e4993fbd4496762737fe12" PRIMARY KEY ("visitor"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "analytics_visitors_last_seen_at_idx" ON "content"."analytics_visitors"  ("last_seen_at") `,
    );
    await queryRunner.query(`ALTER TABLE "content"."analytics_events" ADD "visit_id" uuid`);
    await queryRunner.query(
      `CREATE INDEX "analytics_events_created_at_idx" ON "content"."analytics_events"  ("created_at") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "content"."analytics_events_created_at_idx"`);
    await queryRunner.query(`ALTER TABLE "content"."analytics_events" DROP COLUMN "visit_id"`);
    await queryRunner.query(`DROP INDEX "content"."analytics_visitors_last_seen_at_idx"`);
    await queryRunner.query(`DROP TABLE "content"."analytics_visitors"`);
    await queryRunner.query(`DROP INDEX "content"."analytics_visits_started_at_idx"`);
    await queryRunner.query(`DROP TABLE "content"."analytics_visits"`);
    await queryRunner.query(`DROP TABLE "content"."analytics_salts"`);
    await queryRunner.query(`DROP TABLE "content"."analytics_daily_breakdowns"`);
    await queryRunner.query(`DROP TABLE "content"."analytics_hourly"`);
    await queryRunner.query(`DROP TABLE "content"."analytics_daily"`);
  }
}
