/** What other features may use of the admin console: the addresses of its sections. */
export { adminPath } from './adminSections';
