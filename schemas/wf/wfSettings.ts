/**
 * The two sign-off settings documents (settings descriptors `wf.common` and `wf.notification`,
 * screens /wf/admin/common-settings and /wf/admin/notification-settings). The engine reads them
 * through server/wf/settings/readWfSettings.ts, which fills in these defaults for a document
 * never saved.
 */
export interface WfCommonSettings {
  /** Application numbers: `{template prefix}{date}{sequence}`, e.g. `PR20261125` + `0001`. */
  numberDateFormat: 'yyyyMMdd' | 'yyyyMM' | 'yyyy';
  /** Digits of the sequence, zero-padded; the sequence restarts with each date value. */
  numberDigits: number;
  /** Prefix for templates that set none. */
  defaultNumberPrefix: string;
  /** Overdue items are reminded every this many hours after their deadline... */
  reminderEveryHours: number;
  /** ...at most this many times. */
  reminderMaxTimes: number;
  /** An applicant may withdraw until the first decision (true), or never (false). */
  allowWithdraw: boolean;
}

export const NOTIFY_CHANNELS = ['none', 'app', 'appAndMail'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

/** Who is told of what, and how. */
export interface WfNotificationSettings {
  /** A new item to sign: its approvers. */
  newTask: NotifyChannel;
  /** Final approval: the applicant. */
  approved: NotifyChannel;
  /** Rejection: the applicant. */
  rejected: NotifyChannel;
  /** Returned to the applicant or to an earlier stage: the applicant and that stage's approvers. */
  returned: NotifyChannel;
  /** Overdue reminders: the pending approvers. */
  overdue: NotifyChannel;
  /** Copied (CC) people when their stage starts. */
  copied: NotifyChannel;
}

export const DEFAULT_WF_COMMON_SETTINGS: WfCommonSettings = {
  numberDateFormat: 'yyyyMMdd',
  numberDigits: 4,
  defaultNumberPrefix: 'WF',
  reminderEveryHours: 24,
  reminderMaxTimes: 3,
  allowWithdraw: true,
};

export const DEFAULT_WF_NOTIFICATION_SETTINGS: WfNotificationSettings = {
  newTask: 'app',
  approved: 'app',
  rejected: 'app',
  returned: 'app',
  overdue: 'appAndMail',
  copied: 'app',
};
