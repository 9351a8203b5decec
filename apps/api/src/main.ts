import { buildApp } from './app.ts';
import { pruneAttempts } from './auth/attempt-queries.ts';
import { loadConfig } from './config.ts';
import { analyze, isEmpty, openDatabase } from './db/client.ts';
import { startCredentialExpiryWorker } from './modules/credentials/index.ts';
import { createDeliver, startOutboxWorker } from './modules/notifications/index.ts';
import { pushSender, withPush } from './modules/push/index.ts';
import {
  startFanoutWorker,
  startNewShiftAlertWorker,
  startOfferExpiryWorker,
  startTimesheetReminderWorker,
} from './modules/shifts/index.ts';
import { bootstrapAdmin } from './seed/bootstrap-admin.ts';
import { seedDemo } from './seed/seed-demo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const config = loadConfig();
const database = await openDatabase(config);
const app = await buildApp(config, database.db, { listen: database.listen });
// Instances starting together on one empty database take turns: one creates, the others see it.
await database.exclusively(async () => {
  await database.migrate();
  // Demo data first: the bootstrap admin alone would make the database look in use.
  if (config.seedDemo && (await isEmpty(database.db))) {
    await seedDemo(database.db, config);
    app.log.info('filled the empty database with demo data (see README for the logins)');
  }
  if (config.bootstrapAdmin && (await bootstrapAdmin(database.db, config.bootstrapAdmin))) {
    app.log.info({ email: config.bootstrapAdmin.email }, 'created the bootstrap platform admin');
  }
});
// Fresh planner statistics at start (the embedded database has no autovacuum daemon).
await analyze(database.db);

const deliver = withPush(createDeliver(config, app.log), pushSender(database.db, config));
const stopOutbox = startOutboxWorker(database.db, deliver, { log: app.log });
const stopOfferExpiry = startOfferExpiryWorker(database.db, { config, log: app.log });
const stopNewShiftAlerts = startNewShiftAlertWorker(database.db, { config, log: app.log });
const stopCredentialExpiry = startCredentialExpiryWorker(database.db, { config, log: app.log });
const stopTimesheetReminders = startTimesheetReminderWorker(database.db, { config, log: app.log });
const stopFanout = await startFanoutWorker(database.db, database.listen, { config, log: app.log });
const pruneTimer = setInterval(
  () => pruneAttempts(database.db, DAY_MS).catch((error) => app.log.error(error)),
  60 * 60 * 1000,
);
pruneTimer.unref();

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  stopOutbox();
  stopOfferExpiry();
  stopNewShiftAlerts();
  stopCredentialExpiry();
  stopTimesheetReminders();
  await stopFanout();
  clearInterval(pruneTimer);
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Chairside is running at http://localhost:${config.port} (${database.kind} database)`);
