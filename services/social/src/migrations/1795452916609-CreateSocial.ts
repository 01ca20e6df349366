import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSocial1795452916609 implements MigrationInterface {
  name = 'CreateSocial1795452916609';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "social"."connected_account_platform" AS ENUM('twitter', 'linkedin', 'facebook', 'instagram')`,
    );
    await queryRunner.query(
      `CREATE TYPE "social"."account_status" AS ENUM('connected', 'needs_reconnect')`,
    );
    await queryRunner.query(
      `CREATE TABLE "social"."connected_accounts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "platform" "social"."connected_account_platform" NOT NULL, "external_id" character varying(200) NOT NULL, "account_name" character varying(300) NOT NULL, "access_token" text NOT NULL, "refresh_token" text, "access_token_expires_at" TIMESTAMP WITH TIME ZONE, "refresh_token_expires_at" TIMESTAMP WITH TIME ZONE, "scope" text, "status" "social"."account_status" NOT NULL DEFAULT 'connected', "status_reason" text, "sandbox" boolean NOT NULL, "connected_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "connected_accounts_user_id_platform_key" UNIQUE ("user_id", "platform"), CONSTRAINT "PK_70416f1da0be645bb31da01c774" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "connected_accounts_access_token_expires_at_idx" ON "social"."connected_accounts"  ("access_token_expires_at") `,
    );
    await queryRunner.query(
      `CREATE TYPE "social"."oauth_state_platform" AS ENUM('twitter', 'linkedin', 'facebook', 'instagram')`,
    );
    await queryRunner.query(
      `CREATE TABLE "social"."oauth_states" ("state_hash" character varying(64) NOT NULL, "user_id" uuid NOT NULL, "platform" "social"."oauth_state_platform" NOT NULL, "code_verifier" text NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5defe4681c33ccfc0f935f51398" PRIMARY KEY ("state_hash"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "oauth_states_expires_at_idx" ON "social"."oauth_states"  ("expires_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "social"."facebook_page_choices" ("user_id" uuid NOT NULL, "choices" text NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5f9bcaf4b16983c02b4c2cabc8f" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "facebook_page_choices_expires_at_idx" ON "social"."facebook_page_choices"  ("expires_at") `,
    );
    await queryRunner.query(
      `CREATE TYPE "social"."media_content_type" AS ENUM('image/jpeg', 'image/png', 'image/webp')`,
    );
    await queryRunner.query(
      `CREATE TABLE "social"."media" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "content_type" "social"."media_content_type" NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "byte_size" integer NOT NULL, "data" bytea NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f4e0fcac36e050de337b670d8bd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "media_user_id_created_at_idx" ON "social"."media"  ("user_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TYPE "social"."delivery_platform" AS ENUM('twitter', 'linkedin', 'facebook', 'instagram')`,
    );
    await queryRunner.query(
      `CREATE TYPE "social"."delivery_status" AS ENUM('queued', 'publishing', 'posted', 'failed', 'cancelled')`,
    );
    await queryRunner.query(
      `CREATE TABLE "social"."deliveries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "post_id" uuid NOT NULL, "platform" "social"."delivery_platform" NOT NULL, "account_id" uuid, "status" "social"."delivery_status" NOT NULL DEFAULT 'queued', "attempts" integer NOT NULL DEFAULT '0', "external_id" character varying(200), "url" text, "error" text, "error_kind" character varying(32), "retryable" boolean NOT NULL DEFAULT false, "outcome_unknown" boolean NOT NULL DEFAULT false, "checkpoint" text, "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL, "publish_started_at" TIMESTAMP WITH TIME ZONE, "published_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "deliveries_post_id_platform_key" UNIQUE ("post_id", "platform"), CONSTRAINT "PK_a6ef225c5c5f0974e503bfb731f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "deliveries_account_id_idx" ON "social"."deliveries"  ("account_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "deliveries_status_next_attempt_at_idx" ON "social"."deliveries"  ("status", "next_attempt_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "social"."post_media" ("post_id" uuid NOT NULL, "position" smallint NOT NULL, "media_id" uuid NOT NULL, CONSTRAINT "PK_65bdafda737d9c4c6fccbf71f41" PRIMARY KEY ("post_id", "position"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "post_media_media_id_idx" ON "social"."post_media"  ("media_id") `,
    );
    await queryRunner.query(
      `CREATE TYPE "social"."post_status" AS ENUM('pending', 'posted', 'failed', 'cancelled')`,
    );
    await queryRunner.query(
      `CREATE TABLE "social"."posts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "text" text NOT NULL, "scheduled_time" TIMESTAMP WITH TIME ZONE NOT NULL, "status" "social"."post_status" NOT NULL DEFAULT 'pending', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_2829ac61eff60fcec60d7274b9e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "posts_created_at_idx" ON "social"."posts"  ("created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "posts_user_id_created_at_idx" ON "social"."posts"  ("user_id", "created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "social"."deliveries" ADD CONSTRAINT "FK_7b568ed54178a790611a207ae1d" FOREIGN KEY ("post_id") REFERENCES "social"."posts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "social"."deliveries" ADD CONSTRAINT "FK_bcc7cb962410f56a0aaf8c5ec28" FOREIGN KEY ("account_id") REFERENCES "social"."connected_accounts"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "social"."post_media" ADD CONSTRAINT "FK_1eeb54a4fdfbe9db17899243cbe" FOREIGN KEY ("post_id") REFERENCES "social"."posts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "social"."post_media" ADD CONSTRAINT "FK_a759d9accb8e41ae25c357e5ed3" FOREIGN KEY ("media_id") REFERENCES "social"."media"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  // Dropping the tables together drops their indexes and the foreign keys between them;
  // the enum types go once no column uses them.
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DROP TABLE "social"."posts", "social"."post_media", "social"."deliveries", "social"."media", "social"."facebook_page_choices", "social"."oauth_states", "social"."connected_accounts"`,
    );
    await queryRunner.query(
      `DROP TYPE "social"."post_status", "social"."delivery_status", "social"."delivery_platform", "social"."media_content_type", "social"."oauth_state_platform", "social"."account_status", "social"."connected_account_platform"`,
    );
  }
}
