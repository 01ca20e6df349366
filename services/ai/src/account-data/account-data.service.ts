import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { UserDeletedEvent, UserDeletionHandler } from '@sandglass/server';
import type { EntityManager } from 'typeorm';
import { Generation } from '../generations/generation.entity.js';

/** What the ai service holds of one person: their generations (usage records, no prompts). */
@Injectable()
export class AiAccountData implements UserDeletionHandler {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  async export(userId: string): Promise<{ generations: Omit<Generation, 'userId'>[] }> {
    const rows = await this.manager.find(Generation, {
      where: { userId },
      order: { createdAt: 'ASC' },
    });
    return { generations: rows.map(({ userId: _owner, ...row }) => row) };
  }

  async deleteUser({ userId }: UserDeletedEvent): Promise<void> {
    await this.manager.delete(Generation, { userId });
  }
}
