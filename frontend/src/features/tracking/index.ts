/** Records what a visitor does, for the site analytics. */
export { track } from './track';
