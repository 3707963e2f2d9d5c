/**
 * Failed sign-ins a phone may have within the window; past that every try is refused, whatever the
 * password, until the window ends. Unknown phones count alike, so the limit says nothing about which phones
 * have accounts.
 */
export const SIGN_IN_MAX_FAILURES = 10;
export const SIGN_IN_FAILURE_WINDOW_SECONDS = 15 * 60;
