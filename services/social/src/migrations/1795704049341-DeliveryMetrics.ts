import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DeliveryMetrics1795704049341 implements MigrationInterface {
  name = 'DeliveryMetrics1795704049341';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "social"."deliveries" ADD "metrics" jsonb`);
    await queryRunner.query(
      `ALTER TABLE "social"."deliveries" ADD "metrics_fetched_at" TIMESTAMP WITH TIME ZONE`,
    );
    await queryRunner.query(
      `CREATE INDEX "deliveries_posted_published_at_idx" ON "social"."deliveries"  ("published_at") WHERE status = 'posted'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "social"."deliveries_posted_published_at_idx"`);
    await queryRunner.query(`ALTER TABLE "social"."deliveries" DROP COLUMN "metrics_fetched_at"`);
    await queryRunner.query(`ALTER TABLE "social"."deliveries" DROP COLUMN "metrics"`);
  }
}
