/** Injection token of the service's validated config object. */
export const CONTENT_CONFIG = Symbol('CONTENT_CONFIG');

/** Injection token of the service's pino logger. */
export const CONTENT_LOGGER = Symbol('CONTENT_LOGGER');
