import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AnalyticsDayValues1795682373728 implements MigrationInterface {
  name = 'AnalyticsDayValues1795682373728';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "content"."analytics_day_values" ("day" date NOT NULL, "dimension" character varying(20) NOT NULL, "value" character varying(300) NOT NULL, CONSTRAINT "PK_0a6df3ed7bbe8fc80ebd41ef998" PRIMARY KEY ("day", "dimension", "value"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "content"."analytics_day_values"`);
  }
}
