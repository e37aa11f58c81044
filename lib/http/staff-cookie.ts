/**
 * The console's session cookie: on an https site `__Host-` (a browser refuses it without Secure,
 * so a plain-http test site uses the plain name). Read by the route wrapper and the console's
 * pages (lib/server/api/staff-session.ts) and by middleware.ts's gate.
 */
export const staffCookieName = (secure: boolean): string => (secure ? "__Host-staff_session" : "staff_session");
