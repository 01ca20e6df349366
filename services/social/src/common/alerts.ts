/**
 * What a change a member should hear of by mail asks for. Publishing and connected accounts
 * raise alerts through `ALERTS` (an `Alerts`); the alerts feature provides it and sends them.
 */
export type AlertRequest = (
  { kind: 'post_failed'; postId: string } | { kind: 'reconnect_needed'; accountId: string }
) & {
  /** Earlier runs that could not reach the auth service (the job counts them). */
  tries?: number;
};

export interface Alerts {
  /** Called after the change has committed; never throws (a failure is logged). */
  add(alert: AlertRequest): Promise<void>;
}

/** `@Inject(ALERTS) alerts: Alerts`. */
export const ALERTS = Symbol('ALERTS');
