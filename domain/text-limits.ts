/**
 * The longest text each kind of free-text field takes, in characters; generous for a person typing, short
 * enough that no request can carry megabytes into the database, the back office or a search. The contract
 * refuses longer with FIELD.MAX_LENGTH, and the forms may stop typing there (docs/api.md, "Text limits").
 */
export const TEXT_LIMITS = {
  /** A person's name: full name, receiver's name. */
  name: 150,
  /** A delivery or profile address. */
  address: 500,
  /** A message to the shop: feedback question, bug report. */
  message: 4000,
  /** A search query. */
  search: 200,
  /** A promo code as typed. */
  promoCode: 64,
  /** A password; hashing a longer one is work for nothing. */
  password: 128,
  /** Signatures, sessions and ids the server handed out earlier. */
  token: 2000,
  /** Where an online payment returns. */
  url: 2000,
} as const;
