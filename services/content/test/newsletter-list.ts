import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

/** Direct writes to the newsletter list, for tests that need many subscribers at once. */
export interface NewsletterList {
  /** Removes every subscriber (an issue goes to the whole list, so each test starts empty). */
  clear(): Promise<void>;
  /** Adds subscribers with the given status; answers each address and its unsubscribe token. */
  add(
    status: 'pending' | 'confirmed' | 'unsubscribed',
    emails: readonly string[],
  ): Promise<{ email: string; token: string }[]>;
  statusOf(email: string): Promise<string | undefined>;
  close(): Promise<void>;
}

export async function newsletterList(databaseUrl: string): Promise<NewsletterList> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let order = 0;
  return {
    clear: async () => {
      await client.query('DELETE FROM content.newsletter_subscribers');
    },
    add: async (status, emails) => {
      const rows = emails.map((email) => {
        const token = randomBytes(32).toString('base64url');
        order += 1;
        return {
          email,
          token,
          hash: createHash('sha256').update(token).digest('hex'),
          // Confirmed in the order given: the order an issue goes out in.
          confirmedAt:
            status === 'confirmed' ? new Date(Date.UTC(2026, 0, 1) + order * 1000) : null,
        };
      });
      for (let i = 0; i < rows.length; i += 5_000) {
        await client.query(
          `INSERT INTO content.newsletter_subscribers
                  (email, status, unsubscribe_token_hash, confirmed_at, unsubscribed_at)
           SELECT r.email, $2::content.newsletter_status, r.hash, r."confirmedAt",
                  CASE WHEN $2 = 'unsubscribed' THEN now() END
             FROM jsonb_to_recordset($1::jsonb) AS r(email text, hash text, "confirmedAt" timestamptz)`,
          [JSON.stringify(rows.slice(i, i + 5_000)), status],
        );
      }
      return rows.map(({ email, token }) => ({ email, token }));
    },
    statusOf: async (email) =>
      (
        await client.query<{ status: string }>(
          'SELECT status FROM content.newsletter_subscribers WHERE email = $1',
          [email],
        )
      ).rows[0]?.status,
    close: () => client.end(),
  };
}
