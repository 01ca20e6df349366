/** The service's typed config (`@Inject(WEBHOOKS_CONFIG) config: WebhooksConfig`). */
export const WEBHOOKS_CONFIG = Symbol('WEBHOOKS_CONFIG');
