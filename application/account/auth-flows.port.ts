import type { Tokens } from "./account.types";

/** A region or district as the registration form offers it. */
export interface Place {
  readonly id: number;
  readonly title: string;
}

/** One page of a list the server hands out in pages, and whether another page follows. */
export interface PlacePage {
  readonly items: readonly Place[];
  readonly hasNext: boolean;
}

export interface RegistrationStart {
  /** 9 national digits. */
  readonly phone: string;
  readonly district: number;
}

export interface RegistrationCode {
  readonly phone: string;
  /** The ticket the start answered; it ties the code to this registration. */
  readonly session: string;
  readonly code: string;
}

export interface RegistrationPassword {
  readonly password: string;
  readonly fullName: string;
  /** The ticket the code step answered. */
  readonly signature: string;
}

export interface ResetPassword {
  /** The access token the reset code answered: it signs this one call and is never stored. */
  readonly access: string;
  readonly password: string;
  readonly confirmation: string;
}

/**
 * Registration and password reset over SMS codes, and the places a new account is registered in. Every
 * refusal is an AccountError with the server's stable code.
 */
export const AuthFlowsGateway = Symbol("AuthFlowsGateway");
export interface AuthFlowsGateway {
  /** Sends the SMS code; answers the session ticket. */
  startRegistration(input: RegistrationStart): Promise<string>;
  /** Answers the signature ticket for the last step. */
  verifyRegistration(input: RegistrationCode): Promise<string>;
  register(input: RegistrationPassword): Promise<Tokens>;
  /** Sends the SMS code (the server answers alike for an unknown phone); answers the signature ticket. */
  requestReset(phone: string): Promise<string>;
  verifyReset(input: { readonly code: string; readonly signature: string }): Promise<Tokens>;
  /** Answers the server's own words about the change, in the shopper's language. */
  changePasswordAfterReset(input: ResetPassword): Promise<string>;
  /** Pages start at 1. */
  regions(page: number): Promise<PlacePage>;
  districts(regionId: number, page: number): Promise<PlacePage>;
}
