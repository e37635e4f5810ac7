import { attendanceReport } from '../as/reports/attendanceReport';
import type { ReportRulesRegistry } from '../reports/ReportRules';

/**
 * The rules of every report descriptor (schemas/{module}/reports), by its id: the explicit map
 * the report routes consult (DESIGN.md section 9: registries are built at the root).
 */
export function buildReportRules(): ReportRulesRegistry {
  return new Map([['as.attendance', attendanceReport]]);
}
