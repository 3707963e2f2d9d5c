import { array, enums, number, type } from "superstruct";
import { STAFF_PERMISSIONS, USER_ROLES } from "../domain/staff.ts";
import { defineEndpoints } from "./endpoint.ts";

export const StaffMe = type({
  id: number(),
  role: enums(USER_ROLES),
  permissions: array(enums(STAFF_PERMISSIONS)),
});

export const adminStaffEndpoints = defineEndpoints({
  /** The caller's role and permissions, so the back office shows only what the server allows. */
  adminMe: {
    method: "GET",
    path: "admin/me/",
    answer: StaffMe,
    auth: "required",
    permission: "orders.read",
  },
});
