import type { Account } from "../../application/account/account.types";
import type {
  AccountEdit,
  PasswordChange,
  PhoneChangeRequest,
  PhoneChangeVerification,
  ProfileGateway,
} from "../../application/account/profile.port";
import { type ApiClient } from "./api-client";
import { accountFromWire, asAccountError as refusal } from "./account.mapper";

export class HttpProfileGateway implements ProfileGateway {
  constructor(private readonly api: ApiClient) {}

  async editAccount(edit: AccountEdit): Promise<Account> {
    const body = { full_name: edit.fullName, address: edit.address, avatar: edit.avatar };
    return accountFromWire(await refusal(this.api.call("accountEdit", { body })));
  }

  async changePassword(change: PasswordChange): Promise<string> {
    const body = {
      old_password: change.oldPassword,
      new_password: change.newPassword,
      password_confirm: change.confirmation,
    };
    return (await refusal(this.api.call("passwordChange", { body }))).message;
  }

  async requestPhoneChange(request: PhoneChangeRequest): Promise<string> {
    const body = { password: request.password, phone: request.phone };
    return (await refusal(this.api.call("phoneChange", { body }))).signature;
  }

  async verifyPhoneChange(verification: PhoneChangeVerification): Promise<void> {
    const { code, signature, phone } = verification;
    await refusal(this.api.call("phoneChangeVerify", { body: { code, signature, phone } }));
  }

  async requestMaster(phone: string): Promise<boolean> {
    return (await refusal(this.api.call("masterRequest", { body: { phone } }))).is_master;
  }

  async verifyMaster(input: { phone: string; code: string }): Promise<string> {
    const body = { phone: input.phone, otp: input.code };
    return (await refusal(this.api.call("masterRequestVerify", { body }))).message;
  }
}
