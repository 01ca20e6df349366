import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { LOGGER } from '@sandglass/server';
import type { Logger } from 'pino';
import type { AuthConfig } from '../config.js';
import { PasswordHasher } from '../sessions/password-hasher.js';
import { AUTH_CONFIG } from '../tokens.js';
import { EmailTakenError } from './users.errors.js';
import { UsersService } from './users.service.js';

export const DEFAULT_ADMIN_EMAIL = 'admin@sandglass.local';

/**
 * Makes sure an admin can sign in after start-up. With ADMIN_EMAIL (and ADMIN_PASSWORD) set,
 * that account exists, is an admin and has that password. With neither set, the first start
 * creates an admin with a random password written to ADMIN_CREDENTIALS_FILE.
 */
@Injectable()
export class AdminAccount implements OnApplicationBootstrap {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = this.config;
    if (!email && !password && (await this.users.hasAdmin())) return;

    const adminEmail = (email ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
    const existing = await this.users.findByEmail(adminEmail);
    if (existing) {
      await this.users.ensureRole(existing, 'admin');
      if (password && !(await this.hasher.verify(existing.passwordHash, password))) {
        await this.users.setPassword(existing, password);
      }
      return;
    }

    const chosen = password ?? randomBytes(18).toString('base64url');
    try {
      await this.users.create({
        firstName: 'Site',
        lastName: 'Admin',
        email: adminEmail,
        password: chosen,
        role: 'admin',
        emailVerifiedAt: new Date(),
      });
    } catch (error) {
      if (error instanceof EmailTakenError) return; // another replica created it first
      throw error;
    }
    if (password) {
      this.logger.info(
        { email: adminEmail },
        'created the admin account from ADMIN_EMAIL and ADMIN_PASSWORD',
      );
      return;
    }
    const file = resolve(this.config.ADMIN_CREDENTIALS_FILE);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(
      file,
      [
        `Admin account created ${new Date().toISOString()}`,
        `email: ${adminEmail}`,
        `password: ${chosen}`,
        '',
        'Sign in at /login. Keep this file private; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.',
        '',
      ].join('\n'),
      { mode: 0o600 },
    );
    this.logger.warn(
      { email: adminEmail, file },
      `created an admin account; its password is in ${file}`,
    );
  }
}
