/**
 * Whether an API answer is the server's refusal of a module the licence switches off
 * (`403 {message, reason: 'module_not_licensed', module}`). That is no reason to end the
 * session as another 403 of a screen's guarding call does: the screen shows the message.
 */
export function isModuleNotLicensedAnswer(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { reason?: unknown }).reason === 'module_not_licensed'
  );
}
