/** Cookie and header names shared by the API wrapper (server) and the dashboard (browser). */
export const SESSION_COOKIE = "cp_session";
export const CSRF_COOKIE = "cp_csrf";
export const MODE_COOKIE = "cp_mode";
export const CSRF_HEADER = "x-csrf-token";
