/**
 * The health check of a process without an HTTP server (a worker): exits 0 when the heartbeat
 * file named by HEARTBEAT_FILE was written within the last 30 s, 1 otherwise, saying why.
 *
 *   HEALTHCHECK: node libs/server/dist/health/heartbeat-check.js
 */
import { checkHeartbeat } from './heartbeat-file.js';

const file = process.env.HEARTBEAT_FILE;
if (!file) {
  process.stderr.write(
    'HEARTBEAT_FILE is not set: give the worker and its health check the same HEARTBEAT_FILE.\n',
  );
  process.exit(1);
}
const verdict = await checkHeartbeat(file);
(verdict.alive ? process.stdout : process.stderr).write(`${verdict.sentence}\n`);
process.exit(verdict.alive ? 0 : 1);
