import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Clock } from '@sandglass/server';
import type { DataSource } from 'typeorm';
import type { ContentConfig } from '../config.js';
import { CONTENT_CONFIG } from '../tokens.js';

/** The UTC day of a time, as YYYY-MM-DD. */
export const utcDay = (time: Date): string => time.toISOString().slice(0, 10);

/**
 * The visitor hash: SHA-256 of the day's salt, the site, the address and the User-Agent, cut
 * to 64 bits. The salt is random, shared by every replica through Postgres, and deleted once its
 * day is over, after which nobody can tell whose hash it was (not even us).
 */
@Injectable()
export class VisitorSalts {
  private current?: { day: string; salt: Promise<Buffer> };
  private readonly site: string;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    @Inject(CONTENT_CONFIG) config: ContentConfig,
  ) {
    this.site = new URL(config.siteUrl).host;
  }

  async visitor(ip: string, userAgent: string): Promise<string> {
    const salt = await this.saltOf(utcDay(this.clock.now()));
    const digest = createHash('sha256')
      .update(salt)
      .update(`\0${this.site}\0${ip}\0${userAgent}`)
      .digest();
    return digest.readBigInt64BE(0).toString();
  }

  private saltOf(day: string): Promise<Buffer> {
    if (this.current?.day !== day) {
      const salt = this.rotate(day);
      this.current = { day, salt };
      salt.catch(() => (this.current = undefined));
    }
    return this.current.salt;
  }

  /** Today's salt (made by whichever replica asks first); every older salt is destroyed. */
  private async rotate(day: string): Promise<Buffer> {
    await this.db.query(
      `INSERT INTO content.analytics_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING`,
      [day, randomBytes(32)],
    );
    await this.db.query(`DELETE FROM content.analytics_salts WHERE day < $1`, [day]);
    const rows: { salt: Buffer }[] = await this.db.query(
      `SELECT salt FROM content.analytics_salts WHERE day = $1`,
      [day],
    );
    return rows[0]!.salt;
  }
}
