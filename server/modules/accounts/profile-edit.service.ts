import { fail, ok, type Result } from "../../../domain/errors.ts";
import { checkAvatar } from "../../../domain/picture-format.ts";
import type { PictureStore } from "../../platform/picture-store.port.ts";
import type { ReceivedFile } from "../../platform/route.ts";
import type { Transactor } from "../../platform/transactions.ts";
import type { AccountsRepository } from "./accounts.repository.ts";
import type { Accounts, Profile } from "./accounts.service.ts";

/** Longest name and address kept; longer ones are refused, not cut. */
export const FULL_NAME_MAX = 150;
export const ADDRESS_MAX = 255;

export interface ProfileEdit {
  fullName?: string;
  address?: string;
  /** A new picture, "" to remove the current one, undefined to keep it. */
  avatar?: ReceivedFile | "";
}

/** `PUT account/edit/`: the name, the address and the avatar picture. */
export class ProfileEditService {
  constructor(
    private readonly repository: AccountsRepository,
    private readonly accounts: Accounts,
    private readonly pictures: PictureStore,
    private readonly transactor: Transactor,
  ) {}

  async edit(userId: number, edit: ProfileEdit): Promise<Result<Profile>> {
    const fullName = edit.fullName?.trim();
    if (fullName === "") return fail("FIELD.REQUIRED", { field: "full_name" });
    if (fullName !== undefined && fullName.length > FULL_NAME_MAX)
      return fail("FIELD.MAX_LENGTH", { field: "full_name", max: FULL_NAME_MAX });
    const address = edit.address?.trim();
    if (address !== undefined && address.length > ADDRESS_MAX)
      return fail("FIELD.MAX_LENGTH", { field: "address", max: ADDRESS_MAX });

    let avatar: string | null | undefined;
    if (edit.avatar === "") avatar = null;
    else if (edit.avatar !== undefined) {
      const file = edit.avatar;
      // A JSON body can pass the contract's file shape without any bytes.
      if (!Buffer.isBuffer(file.bytes)) return fail("FIELD.INVALID", { field: "avatar" });
      const checked = checkAvatar(file.bytes.length, file.bytes.subarray(0, 12));
      if (!checked.ok) return fail(checked.error.code, { ...checked.error.params, field: "avatar" });
      avatar = await this.pictures.save("avatars", file.bytes);
      if (avatar === null) return fail("IMAGE.WRONG_FORMAT", { field: "avatar" });
    }

    let changed: { previousAvatar: string | null } | null;
    try {
      changed = await this.transactor.run((tx) =>
        this.repository.editProfile(tx, userId, { fullName, address, avatar }),
      );
    } catch (error) {
      if (avatar) await this.pictures.remove("avatars", avatar);
      throw error;
    }
    if (!changed) {
      if (avatar) await this.pictures.remove("avatars", avatar);
      return fail("AUTH.TOKEN_INVALID");
    }
    // After the commit: a failed transaction above never leaves the shopper without their old picture.
    if (avatar !== undefined && changed.previousAvatar && changed.previousAvatar !== avatar)
      await this.pictures.remove("avatars", changed.previousAvatar);
    const profile = await this.accounts.profile(userId);
    return profile ? ok(profile) : fail("AUTH.TOKEN_INVALID");
  }
}
