/**
 * Bundles each service for its image into deploy/<service>/ (see scripts/lib/bundle.ts); the
 * Dockerfile runs it after `tsc -b`.
 *
 *   tsx scripts/bundle-services.ts [service…]   (default: every services/* package)
 */
import { join } from 'node:path';
import { bundleServices, serviceNames } from './lib/bundle.js';
import { ROOT } from './lib/paths.js';

const requested = process.argv.slice(2);
await bundleServices(requested.length > 0 ? requested : serviceNames(), join(ROOT, 'deploy'));
