import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateContent1795393811191 implements MigrationInterface {
  name = 'CreateContent1795393811191';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "content"."analytics_event_type" AS ENUM('page_view', 'scroll_depth', 'conversion', 'external_click', 'contact_submitted')`,
    );
    await queryRunner.query(
      `CREATE TABLE "content"."analytics_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "type" "content"."analytics_event_type" NOT NULL, "path" character varying(300) NOT NULL, "value" double precision, "meta" jsonb, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5d643d67a09b55653e98616f421" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "analytics_events_type_created_at_idx" ON "content"."analytics_events"  ("type", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "content"."team_members" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "slug" character varying(120) NOT NULL, "name" character varying(100) NOT NULL, "title" character varying(150) NOT NULL, "bio" character varying(3000) NOT NULL, "photo_url" character varying(500), "linkedin_url" character varying(500), "twitter_url" character varying(500), "sort_order" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ca3eae89dcf20c9fd95bf7460aa" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "team_members_slug_key" ON "content"."team_members"  ("slug") `,
    );
    await queryRunner.query(
      `CREATE INDEX "team_members_order_idx" ON "content"."team_members"  ("sort_order", "name") `,
    );
    await queryRunner.query(
      `CREATE TYPE "content"."blog_category" AS ENUM('ai-trends', 'investment', 'technology', 'industry-analysis', 'portfolio-updates')`,
    );
    await queryRunner.query(
      `CREATE TYPE "content"."blog_post_status" AS ENUM('draft', 'published')`,
    );
    await queryRunner.query(
      `CREATE TABLE "content"."blog_posts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "slug" character varying(120) NOT NULL, "title" character varying(200) NOT NULL, "excerpt" character varying(500) NOT NULL, "body" text NOT NULL, "category" "content"."blog_category" NOT NULL, "tags" text array NOT NULL DEFAULT '{}', "featured_image_url" character varying(500), "author_id" uuid, "status" "content"."blog_post_status" NOT NULL DEFAULT 'draft', "published_at" TIMESTAMP WITH TIME ZONE, "seo_title" character varying(70), "seo_description" character varying(160), "reading_time" integer NOT NULL, "view_count" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_dd2add25eac93daefc93da9d387" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "blog_posts_slug_key" ON "content"."blog_posts"  ("slug") `,
    );
    await queryRunner.query(
      `CREATE INDEX "blog_posts_author_id_idx" ON "content"."blog_posts"  ("author_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "blog_posts_listing_idx" ON "content"."blog_posts"  ("status", "published_at", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TYPE "content"."contact_interest" AS ENUM('investment', 'lp', 'partnership', 'programs', 'other')`,
    );
    await queryRunner.query(
      `CREATE TABLE "content"."contact_submissions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "first_name" character varying(100) NOT NULL, "last_name" character varying(100) NOT NULL, "email" character varying(254) NOT NULL, "company" character varying(150), "interest" "content"."contact_interest" NOT NULL, "message" character varying(5000) NOT NULL, "is_read" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5b7b44e69fd5866a5769aeeb9d8" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "contact_submissions_created_at_idx" ON "content"."contact_submissions"  ("created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "contact_submissions_inbox_idx" ON "content"."contact_submissions"  ("is_read", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TYPE "content"."newsletter_status" AS ENUM('pending', 'confirmed', 'unsubscribed')`,
    );
    await queryRunner.query(
      `CREATE TABLE "content"."newsletter_subscribers" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(254) NOT NULL, "status" "content"."newsletter_status" NOT NULL DEFAULT 'pending', "confirm_token_hash" character(64), "confirm_token_expires_at" TIMESTAMP WITH TIME ZONE, "unsubscribe_token_hash" character(64) NOT NULL, "confirmation_sent_at" TIMESTAMP WITH TIME ZONE, "confirmed_at" TIMESTAMP WITH TIME ZONE, "unsubscribed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_38f9333e9961b2fdb589128d19b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "newsletter_subscribers_email_key" ON "content"."newsletter_subscribers"  ("email") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "newsletter_subscribers_confirm_token_hash_key" ON "content"."newsletter_subscribers"  ("confirm_token_hash") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "newsletter_subscribers_unsubscribe_token_hash_key" ON "content"."newsletter_subscribers"  ("unsubscribe_token_hash") `,
    );
    await queryRunner.query(
      `CREATE TYPE "content"."portfolio_category" AS ENUM('AI Platform', 'Law Enforcement AI', 'AI Security', 'Legal Tech', 'Developer Tools', 'Creative AI', 'Enterprise Security')`,
    );
    await queryRunner.query(
      `CREATE TYPE "content"."company_stage" AS ENUM('Pre-Seed', 'Seed', 'Series A', 'Series B', 'Growth')`,
    );
    await queryRunner.query(
      `CREATE TYPE "content"."company_status" AS ENUM('active', 'acquired', 'inactive')`,
    );
    await queryRunner.query(
      `CREATE TABLE "content"."portfolio_companies" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "slug" character varying(120) NOT NULL, "name" character varying(100) NOT NULL, "description" character varying(1000) NOT NULL, "category" "content"."portfolio_category" NOT NULL, "website" character varying(500) NOT NULL, "logo" character varying(500), "stage" "content"."company_stage" NOT NULL, "founded_year" smallint NOT NULL, "status" "content"."company_status" NOT NULL DEFAULT 'active', "ai_tags" text array NOT NULL DEFAULT '{}', "sort_order" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0972262961bff81b6cd5647ab85" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "portfolio_companies_slug_key" ON "content"."portfolio_companies"  ("slug") `,
    );
    await queryRunner.query(
      `CREATE INDEX "portfolio_companies_order_idx" ON "content"."portfolio_companies"  ("sort_order", "name") `,
    );
    await queryRunner.query(
      `CREATE TYPE "content"."program_status" AS ENUM('open', 'closed', 'upcoming')`,
    );
    await queryRunner.query(
      `CREATE TABLE "content"."programs" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "slug" character varying(120) NOT NULL, "name" character varying(100) NOT NULL, "status" "content"."program_status" NOT NULL DEFAULT 'upcoming', "description" character varying(1000) NOT NULL, "long_description" character varying(5000) NOT NULL, "requirements" text array NOT NULL DEFAULT '{}', "benefits" text array NOT NULL DEFAULT '{}', "duration" character varying(50) NOT NULL, "positions" integer NOT NULL, "application_deadline" date, "sort_order" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d43c664bcaafc0e8a06dfd34e05" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "programs_slug_key" ON "content"."programs"  ("slug") `,
    );
    await queryRunner.query(
      `CREATE INDEX "programs_order_idx" ON "content"."programs"  ("sort_order", "name") `,
    );
    await queryRunner.query(
      `CREATE TYPE "content"."application_status" AS ENUM('new', 'reviewing', 'accepted', 'rejected')`,
    );
    await queryRunner.query(
      `CREATE TABLE "content"."program_applications" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "program_id" uuid NOT NULL, "name" character varying(100) NOT NULL, "email" character varying(254) NOT NULL, "linkedin_url" character varying(500), "portfolio_url" character varying(500), "message" character varying(5000) NOT NULL, "status" "content"."application_status" NOT NULL DEFAULT 'new', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ec405d47bdf0eea2bd8a0b4aaed" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "program_applications_program_id_idx" ON "content"."program_applications"  ("program_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "program_applications_created_at_idx" ON "content"."program_applications"  ("created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "content"."seed_records" ("name" character varying(100) NOT NULL, "applied_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6bf75721668469606dadb82ecd4" PRIMARY KEY ("name"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "content"."blog_posts" ADD CONSTRAINT "blog_posts_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "content"."team_members"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "content"."program_applications" ADD CONSTRAINT "program_applications_program_id_fkey" FOREIGN KEY ("program_id") REFERENCES "content"."programs"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  // Dropping the tables together drops their indexes and the foreign keys between them;
  // the enum types go once no column uses them.
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DROP TABLE "content"."seed_records", "content"."program_applications", "content"."programs", "content"."portfolio_companies", "content"."newsletter_subscribers", "content"."contact_submissions", "content"."blog_posts", "content"."team_members", "content"."analytics_events"`,
    );
    await queryRunner.query(
      `DROP TYPE "content"."application_status", "content"."program_status", "content"."company_status", "content"."company_stage", "content"."portfolio_category", "content"."newsletter_status", "content"."contact_interest", "content"."blog_post_status", "content"."blog_category", "content"."analytics_event_type"`,
    );
  }
}
