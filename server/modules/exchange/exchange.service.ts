import type { Readable } from "node:stream";
import type { OnecConfig } from "../../config.ts";
import { DEACTIVATE_JOB, type ImportSteps } from "./catalogue/import-steps.ts";
import { answerText, failureAnswer, successAnswer, type ExchangeAnswer } from "./exchange-answer.ts";
import { ExchangeFileError, safeName, type ExchangeFiles } from "./exchange-files.ts";
import type { ExchangeSessions } from "./exchange-sessions.service.ts";
import type { SaleExchange } from "./sale/sale-exchange.ts";

/** One call of 1C's "exchange with the site", as the route reads it. */
export interface ExchangeCall {
  type: string;
  mode: string;
  filename: string | undefined;
  /** The session cookie 1C sends back (or the sessid newer versions add to the query). */
  sessionId: string | undefined;
  authorization: string | undefined;
  /** A POST's body, unread: a file or a part of one for mode=file. */
  body: Readable | undefined;
}

export interface ExchangeReply {
  contentType: "text/plain" | "application/xml";
  text: string;
}

const text = (answer: ExchangeAnswer): ExchangeReply => ({
  contentType: "text/plain",
  text: answerText(answer),
});

/** The protocol's calls, in the order 1C makes them, each to the part that answers it. */
export class ExchangeService {
  constructor(
    private readonly deps: {
      sessions: ExchangeSessions;
      files: ExchangeFiles;
      imports: ImportSteps;
      sale: SaleExchange;
      config: OnecConfig;
    },
  ) {}

  async handle(call: ExchangeCall): Promise<ExchangeReply> {
    const { sessions, config } = this.deps;
    if (call.mode === "checkauth") return text(await sessions.checkauth(call.authorization));
    const sessionId = call.sessionId;
    if (!sessionId || (await sessions.userOf(sessionId)) === null)
      return text(failureAnswer("сеанс обмена не найден или истёк: начните обмен заново (checkauth)"));
    if (call.mode === "init")
      return {
        contentType: "text/plain",
        text: [
          `zip=${config.zip ? "yes" : "no"}`,
          `file_limit=${config.fileLimitBytes}`,
          `sessid=${sessionId}`,
        ].join("\n"),
      };
    if (call.type === "catalog") return this.catalog(call, sessionId);
    if (call.type === "sale") return this.sale(call, sessionId);
    return text(failureAnswer(`неизвестный тип обмена: ${call.type}`));
  }

  private async catalog(call: ExchangeCall, sessionId: string): Promise<ExchangeReply> {
    switch (call.mode) {
      case "file":
        return text(await this.receive(call, sessionId));
      case "import":
        if (!call.filename) return text(failureAnswer("не указано имя файла (filename)"));
        return text(await this.deps.imports.run(sessionId, call.filename));
      case "deactivate":
        return text(await this.deps.imports.run(sessionId, DEACTIVATE_JOB));
      case "complete":
        return text(successAnswer());
      default:
        return text(failureAnswer(`неизвестная команда обмена каталогом: ${call.mode}`));
    }
  }

  private async sale(call: ExchangeCall, sessionId: string): Promise<ExchangeReply> {
    switch (call.mode) {
      case "query":
        return { contentType: "application/xml", text: await this.deps.sale.query(sessionId) };
      case "success":
        await this.deps.sale.success(sessionId);
        return text(successAnswer());
      case "file": {
        const received = await this.receive(call, sessionId);
        if (received.word !== "success") return text(received);
        return text(await this.deps.sale.importFile(sessionId, call.filename!));
      }
      default:
        return text(failureAnswer(`неизвестная команда обмена заказами: ${call.mode}`));
    }
  }

  /** mode=file: the body appended to the named file of the session. */
  private async receive(call: ExchangeCall, sessionId: string): Promise<ExchangeAnswer> {
    const name = call.filename ? safeName(call.filename) : null;
    if (!name) return failureAnswer(`недопустимое имя файла: ${call.filename ?? ""}`);
    if (!call.body) return failureAnswer(`нет данных файла ${name}`);
    try {
      await this.deps.files.append(sessionId, name, call.body, this.deps.config.fileLimitBytes);
    } catch (error) {
      if (error instanceof ExchangeFileError) return failureAnswer(error.reason);
      throw error;
    }
    return successAnswer();
  }
}
