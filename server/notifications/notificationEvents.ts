/**
 * Events on each user's private channel `private-App.Models.User.{id}`. laravel-echo
 * with the default namespace `App.Events` binds `.listen('NotificationCreated')` to
 * `App\Events\NotificationCreated`.
 */
export const NOTIFICATION_CREATED = 'App\\Events\\NotificationCreated';
/** `{ids: number[] | null (null: all), unread_count}`: read elsewhere (another tab or device). */
export const NOTIFICATIONS_READ = 'App\\Events\\NotificationsRead';
