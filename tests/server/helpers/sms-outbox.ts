import { readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";

export interface SentText {
  phone: string;
  text: string;
  purpose: string;
}

/** The texts the console SMS sender wrote to DATA_DIR/sms-outbox.jsonl for a phone, oldest first. */
export function textsTo(dataDir: string, phone: string): SentText[] {
  let lines: string[];
  try {
    lines = readFileSync(path.join(dataDir, "sms-outbox.jsonl"), "utf8").trim().split("\n");
  } catch {
    return [];
  }
  return lines.map((l) => JSON.parse(l) as SentText).filter((m) => m.phone === phone);
}

/** Lets the outbox send what is due, then reads the code in the newest text to the phone ("" if none). */
export async function codeSentTo(app: FastifyInstance, dataDir: string, phone: string): Promise<string> {
  await app.internals.outbox.kick();
  return /(\d{6})/.exec(textsTo(dataDir, phone).at(-1)?.text ?? "")?.[1] ?? "";
}
