import type { FastifyInstance } from 'fastify';
import { readWfCommonSettings } from '../settings/readWfSettings';
import type { EngineServices } from './engineStep';
import { sendDueReminders } from './sendDueReminders';

/** How long until the next look for overdue items: a quarter of the reminder interval, 5 to 60 minutes. */
export async function reminderTickMs(services: EngineServices): Promise<number> {
  const { reminderEveryHours } = await readWfCommonSettings(services.db);
  const minutes = Math.min(60, Math.max(5, (reminderEveryHours * 60) / 4));
  return minutes * 60_000;
}

/**
 * Looks for overdue sign-off items on a timer while the server runs (sendDueReminders; each
 * task is reminded once per interval however many servers look). The timer does not keep the
 * process alive and stops when the app closes.
 */
export function startReminderTimer(app: FastifyInstance, services: EngineServices): void {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const schedule = (ms: number) => {
    if (closed) return;
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  const tick = async () => {
    let next = 15 * 60_000;
    try {
      await sendDueReminders(services, services.now?.() ?? new Date());
      next = await reminderTickMs(services);
    } catch (error) {
      services.log.warn({ err: error }, 'wf: overdue reminders failed; trying again later');
    }
    schedule(next);
  };
  app.addHook('onReady', async () => {
    schedule(await reminderTickMs(services).catch(() => 15 * 60_000));
  });
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearTimeout(timer);
  });
}
