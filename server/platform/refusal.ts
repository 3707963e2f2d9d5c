import type { DomainError, Result } from "../../domain/errors.ts";

/** A refusal met inside an order's transaction: thrown to roll it back, returned as the error value. */
export class Refusal extends Error {
  constructor(readonly error: DomainError) {
    super(error.code);
  }
}

export function refuse<T>(result: Result<T>): T {
  if (!result.ok) throw new Refusal(result.error);
  return result.value;
}

/** Runs `work`, answering a refusal thrown inside it as the failed result it carries. */
export async function refusalsAsResults<T>(work: () => Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.error };
    throw error;
  }
}
