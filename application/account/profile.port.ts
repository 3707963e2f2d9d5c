import type { Account } from "./account.types";

/** The profile's own fields. Absent fields are left as they are; an avatar of "" removes the picture. */
export interface AccountEdit {
  readonly fullName?: string;
  readonly address?: string;
  readonly avatar?: File | "";
}

export interface PasswordChange {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly confirmation: string;
}

export interface PhoneChangeRequest {
  /** The current password proves the owner. */
  readonly password: string;
  /** The new phone: 9 national digits. */
  readonly phone: string;
}

export interface PhoneChangeVerification {
  readonly code: string;
  /** What requestPhoneChange answered: ties the code to that request. */
  readonly signature: string;
  readonly phone: string;
}

/**
 * Changing the signed-in shopper's own record: details, password, phone, master status. Refusals are
 * AccountError values with the server's code (PASSWORD.WRONG_OLD, CODE.WRONG...) and `params.field`.
 */
export const ProfileGateway = Symbol("ProfileGateway");
export interface ProfileGateway {
  /** Answers the account as it now is. */
  editAccount(edit: AccountEdit): Promise<Account>;
  /** Answers the server's confirmation text. */
  changePassword(change: PasswordChange): Promise<string>;
  /** Texts a code to the new phone; answers the signature the verification needs. */
  requestPhoneChange(request: PhoneChangeRequest): Promise<string>;
  verifyPhoneChange(verification: PhoneChangeVerification): Promise<void>;
  /** Texts a code to the account's own phone; true when the account is a master already (nothing sent). */
  requestMaster(phone: string): Promise<boolean>;
  /** Answers the server's confirmation text. */
  verifyMaster(input: { readonly phone: string; readonly code: string }): Promise<string>;
}
