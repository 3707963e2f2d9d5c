/**
 * The transaction seam: a service that changes several things at once (a basket merge, later an order with
 * its stock and outbox event) runs them in one `Transactor.run`, handing the opaque `Tx` to each repository
 * it calls. Services never see SQL or a connection; a repository turns the `Tx` back into one (see
 * db/transactor.ts).
 */
declare const txBrand: unique symbol;
export interface Tx {
  readonly [txBrand]: true;
}

export interface Transactor {
  run<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}
