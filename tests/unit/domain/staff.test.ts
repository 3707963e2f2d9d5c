import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isStaff, may, ROLE_PERMISSIONS, STAFF_PERMISSIONS, USER_ROLES } from "../../../domain/staff";

describe("staff roles", () => {
  it("gives a shopper no back-office permission at all", () => {
    for (const permission of STAFF_PERMISSIONS) expect(may("shopper", permission)).toBe(false);
    expect(isStaff("shopper")).toBe(false);
  });

  it("lets an operator work orders, answers and the inbox, but not prices, promo codes or staff", () => {
    expect(may("operator", "orders.read")).toBe(true);
    expect(may("operator", "orders.move")).toBe(true);
    expect(may("operator", "reviews.answer")).toBe(true);
    expect(may("operator", "inbox.read")).toBe(true);
    for (const permission of ["catalogue.edit", "promo.edit", "content.edit", "staff.manage"] as const)
      expect(may("operator", permission), permission).toBe(false);
  });

  it("lets an admin do everything an operator does and more", () => {
    for (const permission of STAFF_PERMISSIONS) expect(may("admin", permission)).toBe(true);
    for (const permission of ROLE_PERMISSIONS.operator) expect(ROLE_PERMISSIONS.admin).toContain(permission);
  });

  it("refuses every permission to a role it does not know, whatever the text", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constant(null), fc.constant(undefined)), (role) => {
        fc.pre(!(USER_ROLES as readonly unknown[]).includes(role));
        for (const permission of STAFF_PERMISSIONS) expect(may(role, permission)).toBe(false);
        expect(isStaff(role)).toBe(false);
      }),
    );
    // Case and spaces matter: a row reading "Admin" is not an admin.
    expect(may("Admin", "orders.read")).toBe(false);
    expect(may(" admin", "orders.read")).toBe(false);
  });
});
