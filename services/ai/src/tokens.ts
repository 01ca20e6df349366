/** Injection token of the service's validated config object. */
export const AI_CONFIG = Symbol('AI_CONFIG');
