import { attendanceReport } from '../as/reports/attendanceReport';
import { balanceSheetReport } from '../fa/reports/balanceSheetReport';
import { generalLedgerReport } from '../fa/reports/generalLedgerReport';
import { incomeStatementReport } from '../fa/reports/incomeStatementReport';
import { journalReport } from '../fa/reports/journalReport';
import { subsidiaryLedgerReport } from '../fa/reports/subsidiaryLedgerReport';
import { trialBalanceReport } from '../fa/reports/trialBalanceReport';
import type { ReportRulesRegistry } from '../reports/ReportRules';

/**
 * The rules of every report descriptor (schemas/{module}/reports), by its id: the explicit map
 * the report routes consult (DESIGN.md section 9: registries are built at the root).
 */
export function buildReportRules(): ReportRulesRegistry {
  return new Map([
    ['as.attendance', attendanceReport],
    ['fa.trialBalance', trialBalanceReport],
    ['fa.generalLedger', generalLedgerReport],
    ['fa.subsidiaryLedger', subsidiaryLedgerReport],
    ['fa.journal', journalReport],
    ['fa.incomeStatement', incomeStatementReport],
    ['fa.balanceSheet', balanceSheetReport],
  ]);
}
