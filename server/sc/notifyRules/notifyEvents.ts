/**
 * The product events a notification rule can name (the options of `sc.notifyRule`'s
 * `event`; a unit test keeps the two equal). A module that raises one of these calls
 * `notifyRecipients` to learn who hears of it and how.
 */
export const NOTIFY_EVENTS = [
  'workflow_submitted',
  'workflow_approved',
  'workflow_rejected',
  'workflow_returned',
  'leave_requested',
  'leave_approved',
  'leave_rejected',
  'bulletin_published',
  'vote_started',
  'appointment_booked',
  'password_reset',
  'user_created',
] as const;

export type NotifyEvent = (typeof NOTIFY_EVENTS)[number];

/** A recipient token meaning "the person the event is about" (the applicant, the new user...). */
export const SUBJECT_RECIPIENT = 'subject';
