import {
  AI_ENDPOINTS,
  AI_OUTCOMES,
  type AiEndpoint,
  type AiGeneration,
  type AiOutcome,
} from '@sandglass/shared';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** PostgreSQL returns numeric as a string to keep its precision; a cost fits a double. */
const numericToNumber = {
  to: (value: number | null) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/**
 * One call to the LLM gateway: who asked, for what, on which model, what it cost and how it
 * ended. The prompt and the answer themselves are not kept.
 */
@Entity('generations')
@Index('generations_user_id_created_at_idx', ['userId', 'createdAt'])
export class Generation {
  /** Chosen before the call so a streamed reply can name it before the row is written. */
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid')
  userId: string;

  @Column({ type: 'enum', enum: AI_ENDPOINTS, enumName: 'generation_endpoint' })
  endpoint: AiEndpoint;

  @Column({ type: 'varchar', length: 200 })
  model: string;

  /** Characters of the person's own input. */
  @Column('integer')
  promptChars: number;

  @Column({ type: 'integer', nullable: true })
  inputTokens: number | null;

  @Column({ type: 'integer', nullable: true })
  outputTokens: number | null;

  /** US dollars, when the gateway reports it (OpenRouter does). */
  @Column({
    type: 'numeric',
    precision: 14,
    scale: 8,
    nullable: true,
    transformer: numericToNumber,
  })
  cost: number | null;

  @Column('integer')
  latencyMs: number;

  @Column({ type: 'enum', enum: AI_OUTCOMES, enumName: 'generation_outcome' })
  outcome: AiOutcome;

  @Column({ type: 'varchar', length: 64, nullable: true })
  errorCode: string | null;

  @Column('boolean')
  streamed: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

export function toAiGeneration(row: Generation): AiGeneration {
  return {
    id: row.id,
    endpoint: row.endpoint,
    model: row.model,
    promptChars: row.promptChars,
    inputTokens: row.inputTokens,
    outputTokens: row.outputTokens,
    cost: row.cost,
    latencyMs: row.latencyMs,
    outcome: row.outcome,
    errorCode: row.errorCode,
    createdAt: row.createdAt.toISOString(),
  };
}
