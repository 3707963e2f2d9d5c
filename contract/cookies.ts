/**
 * The cookies the server sets and the storefront names: one place for both sides.
 *
 * VISITOR_COOKIE: the browser's guest id, owning its basket and likes. The server alone sets it, HttpOnly
 * (server/http/visitor-cookie.ts, decision 0025), so the browser's scripts never read it; only the server
 * render does, from the request.
 *
 * NEW_VISITOR_COOKIE: set beside a visitor id the server has just issued, readable by script: this browser is
 * new here and owns nothing yet. Read once and deleted by the page's start (ui/main.tsx, decision 0040).
 */
export const VISITOR_COOKIE = "visitorId";
export const NEW_VISITOR_COOKIE = "qb_new_visitor";
