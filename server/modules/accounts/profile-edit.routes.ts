import { unwrap } from "../../platform/failure.ts";
import { route, type ReceivedFile, type RouteTable } from "../../platform/route.ts";
import type { ProfileEditService } from "./profile-edit.service.ts";

/** The profile's own fields: name, address, picture (multipart, read by http/multipart.ts). */
export function profileEditRoutes(profiles: ProfileEditService): RouteTable {
  return [
    route("accountEdit", async ({ body, userId }) =>
      unwrap(
        await profiles.edit(userId, {
          fullName: body.full_name,
          address: body.address,
          avatar: body.avatar === "" ? "" : (body.avatar as ReceivedFile | undefined),
        }),
      ),
    ),
  ];
}
