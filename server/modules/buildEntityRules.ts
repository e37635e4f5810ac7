import { leaveBatchLineRules, leaveBatchRules } from '../as/batches/leaveBatchRules';
import { overtimeBatchLineRules, overtimeBatchRules } from '../as/batches/overtimeBatchRules';
import { holidayRecomputeRules } from '../as/days/holidayRecomputeRules';
import { leaveMovementRules } from '../as/leave/leaveMovementRules';
import { memberRules } from '../as/members/memberRules';
import { leaveRules } from '../as/leave/leaveRules';
import { overtimeRules } from '../as/overtime/overtimeRules';
import { punchRules } from '../as/punches/punchRules';
import { scheduleRules } from '../as/schedules/scheduleRules';
import { flexibleHoursRules } from '../as/shifts/flexibleHoursRules';
import { shiftRules } from '../as/shifts/shiftRules';
import { dispatchRules } from '../dm/dispatch/dispatchRules';
import { accountRules } from '../fa/accountRules';
import { currencyRules, exchangeRateRules } from '../fa/currencyRules';
import { periodRules } from '../fa/periodRules';
import { yearEndMappingRules } from '../fa/yearEnd/yearEndMappingRules';
import { voucherLineRules } from '../fa/vouchers/voucherLineRules';
import { voucherRules } from '../fa/vouchers/voucherRules';
import type { EntityRules, EntityRulesRegistry } from '../resources/entityRules';
import { calendarEventRules } from '../sc/calendar/calendarEventRules';
import { calendarRegionRules } from '../sc/calendar/calendarRegionRules';
import { departmentLevelRules } from '../sc/departments/departmentLevelRules';
import { clockDeviceRules } from '../sc/hardware/clockDeviceRules';
import { bookmarkRules } from '../sc/home/bookmarkRules';
import { notifyRuleRules } from '../sc/notifyRules/notifyRuleRules';
import { leadRules } from './cm/leadRules';
import { quotationLineRules, quotationRules } from './cm/quotationRules';
import { delegationRules } from '../wf/admin/delegationRules';
import { templateCategoryRules, templateRules } from '../wf/admin/templateRules';

/**
 * The business rules of every module, by entity id: the explicit map the
 * resource API consults (DESIGN.md section 9: registries are built at the root,
 * not by importing files for their side effects).
 */
export function buildEntityRules(): EntityRulesRegistry {
  return new Map<string, EntityRules>([
    ['as.shift', shiftRules],
    ['as.leave', leaveRules],
    ['as.leaveMovement', leaveMovementRules],
    ['as.overtime', overtimeRules],
    ['as.leaveBatch', leaveBatchRules],
    ['as.leaveBatchLine', leaveBatchLineRules],
    ['as.overtimeBatch', overtimeBatchRules],
    ['as.overtimeBatchLine', overtimeBatchLineRules],
    ['as.member', memberRules],
    ['as.punch', punchRules],
    ['as.schedule', scheduleRules],
    ['as.flexibleHours', flexibleHoursRules],
    ['fa.account', accountRules],
    ['fa.currency', currencyRules],
    ['fa.exchangeRate', exchangeRateRules],
    ['fa.yearEndMapping', yearEndMappingRules],
    ['fa.period', periodRules],
    ['fa.voucher', voucherRules],
    ['fa.voucherLine', voucherLineRules],
    ['cm.quotationLine', quotationLineRules],
    ['cm.quotation', quotationRules],
    ['cm.lead', leadRules],
    ['dm.dispatch', dispatchRules],
    ['sc.departmentLevel', departmentLevelRules],
    ['sc.calendarRegion', calendarRegionRules],
    // The calendar's own rule (its year) and attendance's (the days it concerns, recomputed).
    ['sc.calendarEvent', { ...calendarEventRules, ...holidayRecomputeRules }],
    ['sc.clockDevice', clockDeviceRules],
    ['sc.bookmark', bookmarkRules],
    ['sc.notifyRule', notifyRuleRules],
    ['wf.templateCategory', templateCategoryRules],
    ['wf.template', templateRules],
    ['wf.delegation', delegationRules],
    // The self-service door to the same table keeps the same rules.
    ['wf.myDelegation', delegationRules],
  ]);
}
