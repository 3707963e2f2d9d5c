import { AccountError, type Account } from "../../application/account/account.types";
import type {
  AccountEdit,
  PasswordChange,
  PhoneChangeRequest,
  PhoneChangeVerification,
  ProfileGateway,
} from "../../application/account/profile.port";
import { discountCardNumber, MASTER_STARTING_POINTS } from "../../domain/master";
import { isValidUzPhone } from "../../domain/phone";
import { checkAvatar } from "../../domain/picture-format";
import type { FakeAccountGateway } from "./fake-account.gateway";

/** The code every fake SMS carries. */
export const FAKE_SMS_CODE = "123456";
/** Another shopper's phone: a change to it is refused after its code, as the server does. */
export const TAKEN_PHONE = "935550011";
const TRIES = 5;

const refused = (message: string, code: string, params?: Record<string, string | number>) =>
  new AccountError(400, message, code, params);

/**
 * The profile calls over the fake account's one shopper: a change shows in its `me()`, a new password signs
 * in, and codes are FAKE_SMS_CODE. Refusals carry the real server's codes and fields.
 */
export class FakeProfileGateway implements ProfileGateway {
  calls: string[] = [];
  private phoneStep: { phone: string; signature: string } | null = null;
  private issued = 0;
  private triesLeft = TRIES;
  private masterCodeSent = false;

  constructor(private readonly account: FakeAccountGateway) {}

  private guard(call: string): Account {
    this.calls.push(call);
    if (this.account.failing) throw new AccountError(500, "");
    return this.account.account;
  }

  private checkCode(code: string): void {
    if (code === FAKE_SMS_CODE) return;
    this.triesLeft -= 1;
    if (this.triesLeft <= 0) throw refused("This code no longer works. Ask for a new one", "CODE.DEAD");
    throw refused(`Wrong code. Tries left: ${this.triesLeft}`, "CODE.WRONG", { left: this.triesLeft });
  }

  async editAccount(edit: AccountEdit): Promise<Account> {
    this.guard("editAccount");
    const fullName = edit.fullName?.trim();
    if (fullName === "") throw refused("Value is required", "FIELD.REQUIRED", { field: "full_name" });
    const changes: { -readonly [K in keyof Account]?: Account[K] } = {};
    if (fullName !== undefined) changes.fullName = fullName;
    if (edit.address !== undefined) changes.address = edit.address.trim();
    if (edit.avatar === "") changes.avatar = null;
    else if (edit.avatar) {
      const head = new Uint8Array(await edit.avatar.slice(0, 12).arrayBuffer());
      const checked = checkAvatar(edit.avatar.size, head);
      if (!checked.ok)
        throw refused("please upload the correct format", checked.error.code, { field: "avatar" });
      changes.avatar = URL.createObjectURL(edit.avatar);
    }
    return this.account.update(changes);
  }

  async changePassword(change: PasswordChange): Promise<string> {
    this.guard("changePassword");
    if (change.oldPassword !== this.account.password)
      throw refused("Your current password does not exist or is incorrect", "PASSWORD.WRONG_OLD");
    if (change.newPassword.length < 6)
      throw refused("The value is not valid", "FIELD.INVALID", { field: "new_password" });
    if (change.newPassword !== change.confirmation)
      throw refused("Entered passwords must be identical", "FIELD.INVALID", { field: "password_confirm" });
    this.account.password = change.newPassword;
    // The server answers in the shopper's language; the fake speaks none, so the storefront's own text shows.
    return "";
  }

  async requestPhoneChange(request: PhoneChangeRequest): Promise<string> {
    this.guard("requestPhoneChange");
    if (request.password !== this.account.password)
      throw refused("Your current password does not exist or is incorrect", "PASSWORD.WRONG_OLD");
    if (!isValidUzPhone(request.phone)) throw refused("Please check your phone number", "PHONE.INVALID");
    this.issued += 1;
    this.triesLeft = TRIES;
    this.phoneStep = { phone: request.phone, signature: `phone-change-${this.issued}` };
    return this.phoneStep.signature;
  }

  async verifyPhoneChange(verification: PhoneChangeVerification): Promise<void> {
    this.guard("verifyPhoneChange");
    const step = this.phoneStep;
    if (!step || step.signature !== verification.signature || step.phone !== verification.phone)
      throw refused("The time for this step has run out. Please start again", "STEP.EXPIRED");
    this.checkCode(verification.code);
    this.phoneStep = null;
    if (step.phone === TAKEN_PHONE)
      throw refused("An account with this phone number already exists", "ACCOUNT.PHONE_TAKEN");
    this.account.update({ phone: step.phone });
  }

  async requestMaster(phone: string): Promise<boolean> {
    const account = this.guard("requestMaster");
    if (account.isMaster) return true;
    if (phone !== account.phone) throw refused("The value is not valid", "FIELD.INVALID", { field: "phone" });
    this.triesLeft = TRIES;
    this.masterCodeSent = true;
    return false;
  }

  async verifyMaster(input: { phone: string; code: string }): Promise<string> {
    const account = this.guard("verifyMaster");
    if (!this.masterCodeSent || input.phone !== account.phone)
      throw refused("This code no longer works. Ask for a new one", "CODE.DEAD");
    this.checkCode(input.code);
    this.masterCodeSent = false;
    this.account.update({
      isMaster: true,
      discountCard: discountCardNumber(account.id),
      points: account.points + MASTER_STARTING_POINTS,
    });
    return "";
  }
}
