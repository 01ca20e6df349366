import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BlogFeatured1795697773230 implements MigrationInterface {
  name = 'BlogFeatured1795697773230';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "content"."blog_posts" ADD "featured" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "blog_posts_featured_key" ON "content"."blog_posts"  ("featured") WHERE "featured"`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "content"."blog_posts_featured_key"`);
    await queryRunner.query(`ALTER TABLE "content"."blog_posts" DROP COLUMN "featured"`);
  }
}
