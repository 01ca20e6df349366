import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { HealthCheck } from '../health/health-check.js';

@Injectable()
export class DatabaseHealthCheck implements HealthCheck {
  readonly name = 'database';

  constructor(private readonly dataSource: DataSource) {}

  async check(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }
}
