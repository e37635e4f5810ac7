import type { RouteDescriptor } from './RouteDescriptor';

/**
 * Attendance (spec section 2): clock-in, leave and overtime on the user side; shifts, clock-in, leave
 * and form settings on the admin side.
 */
export const asRoutes: RouteDescriptor = {
  path: '/as',
  name: 'as',
  redirect: '/as/use',
  breadcrumb: 'common:modules.as',
  permission: 'as',
  children: [
    {
      path: 'use',
      name: 'as.use',
      redirect: '/as/use/clocking',
      breadcrumb: 'as:routes.use.title',
      hideInBreadcrumb: true,
      permission: 'as.use',
      children: [
        {
          name: 'as.use.clock',
          breadcrumb: 'as:routes.use.clock.title',
          children: [
            {
              path: 'clocking',
              name: 'as.use.clocking',
              breadcrumb: 'as:routes.use.clocking.title',
              screen: 'as.use.clocking',
            },
            {
              path: 'calendar',
              name: 'as.use.calendar',
              breadcrumb: 'as:routes.use.calendar.title',
              screen: 'as.use.calendar',
            },
          ],
        },
        {
          path: 'workflow',
          name: 'as.use.workflow',
          breadcrumb: 'as:routes.use.workflow.title',
          screen: 'as.use.workflow',
        },
        {
          path: 'leave',
          name: 'as.use.leave',
          breadcrumb: 'as:routes.use.leave.title',
          // The caller's own balances: a self-service door to as.leaveBalance's table.
          permission: 'as.use.leave.actions.view',
          screen: 'entity.list',
          entity: 'as.myLeaveBalance',
        },
        {
          path: 'dayoff',
          name: 'as.use.dayoff',
          breadcrumb: 'as:routes.use.dayoff.title',
          // The caller's own leave records, written by their sign-offs (as.leave's table).
          permission: 'as.use.dayoff.actions.view',
          screen: 'entity.list',
          entity: 'as.myLeave',
        },
        {
          path: 'overtime',
          name: 'as.use.overtime',
          breadcrumb: 'as:routes.use.overtime.title',
          // The caller's own overtime records, written by their sign-offs (as.overtime's table).
          permission: 'as.use.overtime.actions.view',
          screen: 'entity.list',
          entity: 'as.myOvertime',
        },
        {
          path: 'overtime-compensation',
          name: 'as.use.overtimeCompensation',
          breadcrumb: 'as:routes.use.overtimeCompensation.title',
          // The caller's comp time taken: their leave records of the comp-time types.
          permission: 'as.use.dayoff.actions.view',
          screen: 'entity.list',
          entity: 'as.myLeave',
          filters: { compensatory: 'true' },
        },
        {
          path: 'batch-dayoff',
          name: 'as.use.batchDayoff',
          redirect: '/as/use/batch-dayoff/list',
          breadcrumb: 'as:routes.use.batchDayoff.title',
          // Filed by HR or a manager for many employees at once, not by every employee.
          permission: 'as.use.batchDayoff.actions.view',
          children: [
            {
              path: 'list',
              name: 'as.use.batchDayoff.list',
              breadcrumb: 'as:routes.use.batchDayoff.list.title',
              // A batch is a document whose lines are the employees (schemas/as/entities/leaveBatch.entity.json);
              // drafts are posted (one approved leave record per employee) or, once posted, cancelled.
              permission: 'as.use.batchDayoff.actions.view',
              screen: 'entity.list',
              entity: 'as.leaveBatch',
            },
            {
              path: 'detail/:id',
              name: 'as.use.batchDayoff.detail',
              breadcrumb: 'as:routes.use.batchDayoff.detail.title',
              dynamicTitle: true,
              permission: 'as.use.batchDayoff.actions.view',
              screen: 'entity.view',
              entity: 'as.leaveBatch',
              propsFromParams: ['id'],
            },
            {
              path: 'add',
              name: 'as.use.batchDayoff.add',
              breadcrumb: 'as:routes.use.batchDayoff.add.title',
              permission: 'as.use.batchDayoff.actions.create',
              screen: 'entity.create',
              entity: 'as.leaveBatch',
            },
            {
              path: 'import',
              name: 'as.use.batchDayoff.import',
              breadcrumb: 'as:routes.use.batchDayoff.import.title',
              // Employees arrive as a file of lines naming their draft batch: the lines' list imports them.
              permission: 'as.use.batchDayoff.actions.import',
              screen: 'entity.list',
              entity: 'as.leaveBatchLine',
            },
          ],
        },
        {
          path: 'batch-overtime',
          name: 'as.use.batchOvertime',
          redirect: '/as/use/batch-overtime/list',
          breadcrumb: 'as:routes.use.batchOvertime.title',
          // Filed by HR or a manager for many employees at once, not by every employee.
          permission: 'as.use.batchOvertime.actions.view',
          children: [
            {
              path: 'list',
              name: 'as.use.batchOvertime.list',
              breadcrumb: 'as:routes.use.batchOvertime.list.title',
              // A batch is a document whose lines are the employees (schemas/as/entities/overtimeBatch.entity.json);
              // drafts are posted (one approved overtime record per employee) or, once posted, cancelled.
              permission: 'as.use.batchOvertime.actions.view',
              screen: 'entity.list',
              entity: 'as.overtimeBatch',
            },
            {
              path: 'detail/:id',
              name: 'as.use.batchOvertime.detail',
              breadcrumb: 'as:routes.use.batchOvertime.detail.title',
              dynamicTitle: true,
              permission: 'as.use.batchOvertime.actions.view',
              screen: 'entity.view',
              entity: 'as.overtimeBatch',
              propsFromParams: ['id'],
            },
            {
              path: 'add',
              name: 'as.use.batchOvertime.add',
              breadcrumb: 'as:routes.use.batchOvertime.add.title',
              permission: 'as.use.batchOvertime.actions.create',
              screen: 'entity.create',
              entity: 'as.overtimeBatch',
            },
            {
              path: 'import',
              name: 'as.use.batchOvertime.import',
              breadcrumb: 'as:routes.use.batchOvertime.import.title',
              // Employees arrive as a file of lines naming their draft batch: the lines' list imports them.
              permission: 'as.use.batchOvertime.actions.import',
              screen: 'entity.list',
              entity: 'as.overtimeBatchLine',
            },
          ],
        },
        {
          path: 'schedule',
          name: 'as.use.schedule',
          breadcrumb: 'as:routes.use.schedule.title',
          // The caller's own scheduled shifts and days off (as.schedule's table).
          permission: 'as.use.schedule.actions.view',
          screen: 'entity.list',
          entity: 'as.mySchedule',
        },
      ],
    },
    {
      path: 'admin',
      name: 'as.admin',
      redirect: '/as/admin/shift',
      breadcrumb: 'as:routes.admin.title',
      permission: 'as.admin',
      children: [
        {
          path: 'cardnumber',
          name: 'as.admin.cardnumber',
          redirect: '/as/admin/cardnumber/list',
          breadcrumb: 'as:routes.admin.cardnumber.title',
          children: [
            {
              path: 'list',
              name: 'as.admin.cardnumber.list',
              breadcrumb: 'as:routes.admin.cardnumber.list.title',
              // Attendance members (card number, default shift, calendar region): a descriptor.
              permission: 'as.admin.member.actions.view',
              screen: 'entity.list',
              entity: 'as.member',
            },
            {
              path: 'import',
              name: 'as.admin.cardnumber.import',
              breadcrumb: 'as:routes.admin.cardnumber.import.title',
              // Card numbers arrive as a file of members: the members' list imports them.
              permission: 'as.admin.member.actions.import',
              screen: 'entity.list',
              entity: 'as.member',
            },
          ],
        },
        {
          path: 'shift',
          name: 'as.admin.shift',
          redirect: '/as/admin/shift/shift-list',
          breadcrumb: 'as:routes.admin.shift.title',
          children: [
            {
              path: 'shift-category-list',
              name: 'as.admin.shift.shiftCategoryList',
              breadcrumb: 'as:routes.admin.shift.shiftCategoryList.title',
              permission: 'as.admin.shiftManagement',
              // Shift categories and shifts are descriptors (schemas/as/entities).
              screen: 'entity.list',
              entity: 'as.shiftCategory',
            },
            {
              path: 'shift-list',
              name: 'as.admin.shift.shiftList',
              breadcrumb: 'as:routes.admin.shift.shiftList.title',
              permission: 'as.admin.shiftManagement',
              screen: 'entity.list',
              entity: 'as.shift',
            },
            {
              path: 'scheduling-online',
              name: 'as.admin.shift.schedulingOnline',
              breadcrumb: 'as:routes.admin.shift.schedulingOnline.title',
              // People × days, a shift in each cell: the schedule's matrix (docs/guide-matrix.md).
              permission: 'as.admin.shiftManagement',
              screen: 'entity.matrix',
              entity: 'as.schedule',
            },
            {
              path: 'scheduling-import',
              name: 'as.admin.shift.schedulingImport',
              breadcrumb: 'as:routes.admin.shift.schedulingImport.title',
              // The schedule table (who works which shift on which day), imported as a file.
              permission: 'as.admin.shiftManagement.actions.import',
              screen: 'entity.list',
              entity: 'as.schedule',
            },
            {
              path: 'flexible-working-hours-setting',
              name: 'as.admin.shift.flexibleWorkingHoursSetting',
              breadcrumb: 'as:routes.admin.shift.flexibleWorkingHoursSetting.title',
              // Whether the list applies, its default allowance, early starts: a settings document
              // (schemas/as/settings/flexibleHours).
              permission: 'as.admin.flexibleHoursSettings.actions.view',
              screen: 'settings.document',
              settings: 'as.flexibleHours',
            },
            {
              path: 'flexible-working-hours-list',
              name: 'as.admin.shift.flexibleWorkingHoursList',
              breadcrumb: 'as:routes.admin.shift.flexibleWorkingHoursList.title',
              // Who works flexible hours, from when, with how many minutes: a descriptor
              // (schemas/as/entities/flexibleHours.entity.json), under shift management's right.
              permission: 'as.admin.shiftManagement.actions.view',
              screen: 'entity.list',
              entity: 'as.flexibleHours',
            },
          ],
        },
        {
          path: 'clocking',
          name: 'as.admin.clocking',
          redirect: '/as/admin/clocking/check-setting',
          breadcrumb: 'as:routes.admin.clocking.title',
          children: [
            {
              path: 'check-setting',
              name: 'as.admin.clocking.checkSetting',
              breadcrumb: 'as:routes.admin.clocking.checkSetting.title',
              // Which day results are exceptions, and a tolerance: a settings document (clockingCheck).
              permission: 'as.admin.clockingCheck.actions.view',
              screen: 'settings.document',
              settings: 'as.clockingCheck',
            },
            {
              path: 'import',
              name: 'as.admin.clocking.import',
              breadcrumb: 'as:routes.admin.clocking.import.title',
              // Device files of punches, by card number: the punches' list imports them.
              permission: 'as.admin.punch.actions.import',
              screen: 'entity.list',
              entity: 'as.punch',
            },
            {
              path: 'setting',
              name: 'as.admin.clocking.setting',
              breadcrumb: 'as:routes.admin.clocking.setting.title',
              // Online clock-in on or off, the duplicate interval, recording the position: a settings document.
              permission: 'as.admin.clockingSettings.actions.view',
              screen: 'settings.document',
              settings: 'as.clocking',
            },
          ],
        },
        {
          path: 'leave',
          name: 'as.admin.leave',
          redirect: '/as/admin/leave/list',
          breadcrumb: 'as:routes.admin.leave.title',
          children: [
            {
              path: 'list',
              name: 'as.admin.leave.list',
              breadcrumb: 'as:routes.admin.leave.list.title',
              // Leave types are a descriptor (schemas/as/entities/leaveType.entity.json).
              permission: 'as.admin.leave.actions.view',
              screen: 'entity.list',
              entity: 'as.leaveType',
            },
            {
              path: 'rule',
              name: 'as.admin.leave.rule',
              breadcrumb: 'as:routes.admin.leave.rule.title',
              // The seniority tables (Taiwan's article 38 in the demo) the annual calculation reads.
              permission: 'as.admin.leaveRule.actions.view',
              screen: 'entity.list',
              entity: 'as.leaveRule',
            },
            {
              path: 'annual-work',
              name: 'as.admin.leave.annualWork',
              breadcrumb: 'as:routes.admin.leave.annualWork.title',
              // Every member's entitlement for a year from the seniority tables: preview, then apply.
              permission: 'as.admin.annualLeave.actions.view',
              screen: 'task.run',
              task: 'as.annualLeave',
            },
            {
              path: 'user-leave',
              name: 'as.admin.leave.userLeave',
              breadcrumb: 'as:routes.admin.leave.userLeave.title',
              // Balances are the sum of their movements (as.leaveMovement), kept by the module.
              permission: 'as.admin.leaveBalance.actions.view',
              screen: 'entity.list',
              entity: 'as.leaveBalance',
            },
            {
              path: 'employee-leave-import',
              name: 'as.admin.leave.employeeLeaveImport',
              breadcrumb: 'as:routes.admin.leave.employeeLeaveImport.title',
              // Grants and adjustments are movements: their list imports many at once.
              permission: 'as.admin.leaveBalance.actions.import',
              screen: 'entity.list',
              entity: 'as.leaveMovement',
            },
            {
              path: 'employee-leave-export',
              name: 'as.admin.leave.employeeLeaveExport',
              breadcrumb: 'as:routes.admin.leave.employeeLeaveExport.title',
              // Every balance, filtered as needed, exported from its list (CSV or XLSX).
              permission: 'as.admin.leaveBalance.actions.export',
              screen: 'entity.list',
              entity: 'as.leaveBalance',
            },
            {
              path: 'overtime-compensation',
              name: 'as.admin.leave.overtimeCompensation',
              breadcrumb: 'as:routes.admin.leave.overtimeCompensation.title',
              // The overtime and comp-time rules: a settings document (schemas/as/settings/overtime).
              permission: 'as.admin.overtimeSettings.actions.view',
              screen: 'settings.document',
              settings: 'as.overtime',
            },
            {
              path: 'dayoff-record',
              name: 'as.admin.leave.dayoffRecord',
              breadcrumb: 'as:routes.admin.leave.dayoffRecord.title',
              // Every leave record; an approved one can be cancelled (a row action).
              permission: 'as.admin.leaveRecord.actions.view',
              screen: 'entity.list',
              entity: 'as.leave',
            },
            {
              path: 'overtime-record',
              name: 'as.admin.leave.overtimeRecord',
              breadcrumb: 'as:routes.admin.leave.overtimeRecord.title',
              // Every overtime record; an approved one can be cancelled (a row action).
              permission: 'as.admin.overtimeRecord.actions.view',
              screen: 'entity.list',
              entity: 'as.overtime',
            },
            {
              path: 'overtime-compensation-record',
              name: 'as.admin.leave.overtimeCompensationRecord',
              breadcrumb: 'as:routes.admin.leave.overtimeCompensationRecord.title',
              // Comp time taken: the leave records of the comp-time types (earned: overtime records).
              permission: 'as.admin.leaveRecord.actions.view',
              screen: 'entity.list',
              entity: 'as.leave',
              filters: { compensatory: 'true' },
            },
            {
              path: 'punch-card-error-list',
              name: 'as.admin.leave.punchCardErrorList',
              breadcrumb: 'as:routes.admin.leave.punchCardErrorList.title',
              // Every computed day, filterable by status (exception, absent): a descriptor list.
              permission: 'as.admin.attendanceDay.actions.view',
              screen: 'entity.list',
              entity: 'as.attendanceDay',
            },
            {
              path: 'read-permission-setting',
              name: 'as.admin.leave.readPermissionSetting',
              breadcrumb: 'as:routes.admin.leave.readPermissionSetting.title',
              // Who sees whose attendance data: the rights settings screen limited to the view rights
              // of the attendance records, each at a row scope (own, department, below, all).
              permission: 'sc.admin.rights.actions.view',
              screen: 'sc.rightsSettings',
              rightsRoots: [
                'as.admin.attendanceDay',
                'as.admin.punch',
                'as.admin.leaveRecord',
                'as.admin.overtimeRecord',
                'as.admin.leaveBalance',
              ],
            },
            {
              path: 'employee-punch-record',
              name: 'as.admin.leave.employeePunchRecord',
              breadcrumb: 'as:routes.admin.leave.employeePunchRecord.title',
              // Every punch, from the web, devices and files: a descriptor (schemas/as/entities/punch).
              permission: 'as.admin.punch.actions.view',
              screen: 'entity.list',
              entity: 'as.punch',
            },
            {
              path: 'punch-error-notification',
              name: 'as.admin.leave.punchErrorNotification',
              breadcrumb: 'as:routes.admin.leave.punchErrorNotification.title',
              // Tell employees (and their managers) of a range's exceptions: preview, then send.
              permission: 'as.admin.punchNotice.actions.view',
              screen: 'task.run',
              task: 'as.punchNotice',
            },
          ],
        },
        {
          path: 'workflow',
          name: 'as.admin.workflow',
          redirect: '/as/admin/workflow/dayoff',
          breadcrumb: 'as:routes.admin.workflow.title',
          children: [
            {
              path: 'dayoff',
              name: 'as.admin.workflow.dayoff',
              breadcrumb: 'as:routes.admin.workflow.dayoff.title',
              // The sign-off templates of kind `leave`: the forms that apply for leave (docs/guide-workflow-kinds.md).
              permission: 'wf.admin.manageForms.actions.view',
              screen: 'entity.list',
              entity: 'wf.template',
              filters: { kind: 'leave' },
            },
            {
              path: 'overtime',
              name: 'as.admin.workflow.overtime',
              breadcrumb: 'as:routes.admin.workflow.overtime.title',
              // The sign-off templates of kind `overtime`.
              permission: 'wf.admin.manageForms.actions.view',
              screen: 'entity.list',
              entity: 'wf.template',
              filters: { kind: 'overtime' },
            },
            {
              path: 'unpunch',
              name: 'as.admin.workflow.unpunch',
              breadcrumb: 'as:routes.admin.workflow.unpunch.title',
              // The sign-off templates of kind `unpunch`: the forms that ask for a missed punch.
              permission: 'wf.admin.manageForms.actions.view',
              screen: 'entity.list',
              entity: 'wf.template',
              filters: { kind: 'unpunch' },
            },
            {
              path: 'overtime-compensation',
              name: 'as.admin.workflow.overtimeCompensation',
              breadcrumb: 'as:routes.admin.workflow.overtimeCompensation.title',
              // The sign-off templates of kind `overtime-compensation`: comp time taken like leave.
              permission: 'wf.admin.manageForms.actions.view',
              screen: 'entity.list',
              entity: 'wf.template',
              filters: { kind: 'overtime-compensation' },
            },
            {
              path: 'shift-adjustment',
              name: 'as.admin.workflow.shiftAdjustment',
              breadcrumb: 'as:routes.admin.workflow.shiftAdjustment.title',
              // The sign-off templates of kind `shift-adjustment`: a workday swapped for a rest day.
              permission: 'wf.admin.manageForms.actions.view',
              screen: 'entity.list',
              entity: 'wf.template',
              filters: { kind: 'shift-adjustment' },
            },
          ],
        },
        {
          path: 'report',
          name: 'as.admin.report',
          breadcrumb: 'as:routes.admin.report.title',
          // The title once run names the period: "Statistics report 2026-11-01 – 2026-11-30".
          dynamicTitle: true,
          permission: 'as.admin.report.actions.view',
          screen: 'report.view',
          report: 'as.attendance',
        },
      ],
    },
  ],
};
