/**
 * What the exchange answers 1C: text lines, the first of them the protocol's word (success, progress,
 * failure), the rest shown in 1C's log. Never a byte-order mark: 1C would not recognise the first word.
 */
export interface ExchangeAnswer {
  word: "success" | "progress" | "failure";
  lines: string[];
}

export const successAnswer = (lines: string[] = []): ExchangeAnswer => ({ word: "success", lines });
export const progressAnswer = (lines: string[] = []): ExchangeAnswer => ({ word: "progress", lines });
export const failureAnswer = (reason: string): ExchangeAnswer => ({ word: "failure", lines: [reason] });

export function answerText(answer: ExchangeAnswer): string {
  return [answer.word, ...answer.lines.map((l) => l.replace(/[\r\n]+/g, " "))].join("\n");
}
