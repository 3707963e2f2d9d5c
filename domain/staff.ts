/**
 * The shop's own people and what each may do in the back office (docs/decisions/0013-back-office.md). One
 * table decides every back-office call on the server; the pages read it only to hide what would be refused.
 */
export const USER_ROLES = ["shopper", "operator", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const STAFF_PERMISSIONS = [
  "orders.read",
  "orders.move",
  "reviews.answer",
  "inbox.read",
  "catalogue.edit",
  "promo.edit",
  "content.edit",
  "staff.manage",
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const OPERATOR: readonly StaffPermission[] = ["orders.read", "orders.move", "reviews.answer", "inbox.read"];

/** The whole table: a shopper has no permission; an admin has every one. */
export const ROLE_PERMISSIONS: Readonly<Record<UserRole, readonly StaffPermission[]>> = {
  shopper: [],
  operator: OPERATOR,
  admin: STAFF_PERMISSIONS,
};

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === "string" && (USER_ROLES as readonly string[]).includes(value);
}

/** Whether a user of `role` may do `permission`; an unknown role (a bad row) may do nothing. */
export function may(role: string | null | undefined, permission: StaffPermission): boolean {
  return isUserRole(role) && ROLE_PERMISSIONS[role].includes(permission);
}

/** Whether the role belongs to the shop's staff at all (the back office opens for it). */
export function isStaff(role: string | null | undefined): boolean {
  return isUserRole(role) && ROLE_PERMISSIONS[role].length > 0;
}
