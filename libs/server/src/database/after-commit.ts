import type {
  DataSource,
  EntitySubscriberInterface,
  QueryRunner,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';

/**
 * Work to do once the transaction a query runner is in has committed (its rows are visible to
 * others), dropped if it rolls back: items gathered during the transaction are handed to
 * `onCommit` after its outermost commit. Each data source is listened to once.
 */
export class AfterCommit<T> {
  private readonly hooked = new WeakSet<DataSource>();
  private readonly pending = new WeakMap<QueryRunner, T[]>();

  constructor(private readonly onCommit: (items: T[]) => Promise<void> | void) {}

  add(runner: QueryRunner, items: readonly T[]): void {
    this.hook(runner.connection);
    this.pending.set(runner, [...(this.pending.get(runner) ?? []), ...items]);
  }

  private hook(dataSource: DataSource): void {
    if (this.hooked.has(dataSource)) return;
    this.hooked.add(dataSource);
    const subscriber: EntitySubscriberInterface = {
      afterTransactionCommit: async ({ queryRunner }: TransactionCommitEvent) => {
        // A savepoint's release also ends here; only the outermost commit makes rows visible.
        if (queryRunner.isTransactionActive) return;
        const items = this.pending.get(queryRunner);
        this.pending.delete(queryRunner);
        if (items) await this.onCommit(items);
      },
      afterTransactionRollback: ({ queryRunner }: TransactionRollbackEvent) => {
        // Work for rows rolled back to a savepoint finds no row and does nothing.
        if (!queryRunner.isTransactionActive) this.pending.delete(queryRunner);
      },
    };
    dataSource.subscribers.push(subscriber);
  }
}
