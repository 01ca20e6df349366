/** What an SMTP failure (a nodemailer error) looks like to the rules. */
export interface SmtpFailure {
  message: string;
  /** nodemailer's: ECONNECTION, ETIMEDOUT, ESOCKET, EENVELOPE, EMESSAGE, EAUTH, … */
  code?: string;
  /** The server's answer code, when it answered. */
  responseCode?: number;
  /** The server's whole answer line. */
  response?: string;
  /** The command it answered: `RCPT TO`, `DATA`, `MAIL FROM`, `AUTH PLAIN`, `CONN`, `API`. */
  command?: string;
}

export type SendDecision =
  | { action: 'retry'; at: Date; reason: string }
  | { action: 'fail'; reason: string; suppress: boolean };

export interface RetryPolicy {
  /** Tries made so far, the failed one included. */
  attempts: number;
  maxAttempts: number;
  retryBaseMs: number;
  now: Date;
}

const MAX_RETRY_WAIT_MS = 6 * 3_600_000;

/** The wait before try `attempts + 1`: base, then twice as long each time, at most 6 hours. */
export function retryDelayMs(attempts: number, retryBaseMs: number): number {
  return Math.min(retryBaseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_WAIT_MS);
}

/**
 * Decides what follows a failed SMTP try (ARCHITECTURE.md "Mail"):
 * - a `5xx` to the recipient or to the message (`RCPT TO`, `DATA`) is permanent and puts the
 *   address on the suppression list; a `5xx` to our sender (`MAIL FROM`) fails without that;
 * - a `4xx`, a refused or dropped connection, a timeout, or refused credentials (an operator
 *   can fix those) is tried again later, with exponential backoff, until the tries run out;
 * - anything the server never saw (an address nodemailer refuses) fails at once.
 */
export function decideAfterError(error: SmtpFailure, policy: RetryPolicy): SendDecision {
  const answer = error.response ?? error.message;
  const code = error.responseCode;
  if (code !== undefined && code >= 500 && code !== 503 && error.code !== 'EAUTH') {
    const aboutRecipient = error.command === 'RCPT TO' || error.command === 'DATA';
    return {
      action: 'fail',
      reason: aboutRecipient
        ? `The mail server refused it for good: ${answer}`
        : `The mail server refused the sender (${error.command ?? 'SMTP'}): ${answer}`,
      suppress: aboutRecipient,
    };
  }
  const temporary =
    (code !== undefined && code >= 400) ||
    ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'EPROTOCOL', 'EAUTH'].includes(
      error.code ?? '',
    );
  if (!temporary) {
    return { action: 'fail', reason: `It could not be sent: ${error.message}`, suppress: false };
  }
  const reason = code ? `The mail server said to try later: ${answer}` : describe(error);
  if (policy.attempts >= policy.maxAttempts) {
    return {
      action: 'fail',
      reason: `Gave up after ${policy.attempts} tries. ${reason}`,
      suppress: false,
    };
  }
  return {
    action: 'retry',
    at: new Date(policy.now.getTime() + retryDelayMs(policy.attempts, policy.retryBaseMs)),
    reason,
  };
}

function describe(error: SmtpFailure): string {
  if (error.code === 'EAUTH') return `The mail server refused our credentials: ${error.message}`;
  return `The connection to the mail server failed (${error.code}): ${error.message}`;
}
