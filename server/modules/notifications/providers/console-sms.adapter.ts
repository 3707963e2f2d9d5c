import { appendFile, mkdir } from "node:fs/promises";
import path from "node:path";
import type { SmsMessage, SmsSender } from "../sms.port.ts";

export const SMS_OUTBOX_FILE = "sms-outbox.jsonl";

/**
 * The default sender for development and tests: nothing leaves the machine. Each text is printed, so a
 * developer sees the code in the server's output, and appended as one JSON line to DATA_DIR/sms-outbox.jsonl,
 * so a test or a script can read the code a flow sent.
 */
export class ConsoleSmsSender implements SmsSender {
  constructor(
    private readonly dataDir: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const line = {
      phone: message.phone,
      text: message.text,
      purpose: message.purpose,
      at: this.now().toISOString(),
    };
    await mkdir(this.dataDir, { recursive: true });
    // One append of one short line: lines written by concurrent sends do not interleave.
    await appendFile(path.join(this.dataDir, SMS_OUTBOX_FILE), `${JSON.stringify(line)}\n`, "utf8");
    console.info(`SMS to +998${message.phone} (${message.purpose}): ${message.text}`);
  }
}
