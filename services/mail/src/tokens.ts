/** The worker's MailWorkerConfig (`@Inject(MAIL_CONFIG)`). */
export const MAIL_CONFIG = Symbol('MAIL_CONFIG');
