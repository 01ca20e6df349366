/** Injection token of the service's validated config object. */
export const CONTENT_CONFIG = Symbol('CONTENT_CONFIG');
