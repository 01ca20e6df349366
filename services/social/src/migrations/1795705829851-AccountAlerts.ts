import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountAlerts1795705829851 implements MigrationInterface {
  name = 'AccountAlerts1795705829851';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "social"."account_alerts" ("account_id" uuid NOT NULL, "kind" character varying(32) NOT NULL, "last_alerted_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_db44ad76335ed481f54d22e2db8" PRIMARY KEY ("account_id", "kind"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "social"."account_alerts" ADD CONSTRAINT "FK_8d2bd4495f6bab13c440869fa85" FOREIGN KEY ("account_id") REFERENCES "social"."connected_accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "social"."account_alerts" DROP CONSTRAINT "FK_8d2bd4495f6bab13c440869fa85"`,
    );
    await queryRunner.query(`DROP TABLE "social"."account_alerts"`);
  }
}
