export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

/** Resolves a service's host name to its replicas' addresses (tests give their own). */
export const RESOLVE_HOST = Symbol('RESOLVE_HOST');
