/** Injection token of the service's validated config object. */
export const AUTH_CONFIG = Symbol('AUTH_CONFIG');
