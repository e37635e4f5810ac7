import type { Executor } from '../../db/Executor';
import { loadAttendanceInputs } from './loadAttendanceInputs';

/**
 * The time zone an attendance member's days are counted in (their calendar region's, the
 * default region's, or the company's); null when the user is not an active member.
 * @example const zone = await memberZone(trx, userId) // 'Asia/Taipei'
 */
export async function memberZone(db: Executor, userId: number): Promise<string | null> {
  const today = new Date().toISOString().slice(0, 10);
  return (await loadAttendanceInputs(db, today, today, [userId])).members[0]?.zone ?? null;
}
