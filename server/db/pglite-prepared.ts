import { parse, protocol, type PGlite } from "@electric-sql/pglite";

/** Statements kept prepared at once; the least recently used is closed beyond this. */
const MAX_PREPARED = 64;
const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Named prepared statements for PGlite, whose `query` parses and plans every statement anew and crosses into
 * WebAssembly six times (parse, describe, bind, describe, execute, sync). A prepared search runs in one
 * crossing with its plan kept: 1.1 ms instead of 3 ms for a search at 30,000 products. For reads only:
 * nothing is synced to the file system afterwards.
 */
export class PglitePrepared {
  /** Query text -> statement name and parameter types, in least recently used order. */
  private readonly statements = new Map<string, { name: string; types: number[] }>();
  private counter = 0;

  constructor(private readonly pg: PGlite) {}

  async query<T>(text: string, params: unknown[]): Promise<T[]> {
    await this.pg._checkReady();
    // The same locks as PGlite's own query: wait for any open transaction, then hold the connection.
    return this.pg._runExclusiveTransaction(() =>
      this.pg._runExclusiveQuery(async () => {
        const statement = await this.statement(text);
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const toText = this.pg.serializers[statement.types[i]!];
          return toText ? toText(value) : String(value);
        });
        const result = await this.pg.execProtocol(
          concat([
            serialize.bind({ statement: statement.name, values }),
            serialize.describe({ type: "P" }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: false },
        );
        return parse.parseResults(result.messages, this.pg.parsers)[0]!.rows as T[];
      }),
    );
  }

  private async statement(text: string) {
    const known = this.statements.get(text);
    if (known) {
      this.statements.delete(text);
      this.statements.set(text, known);
      return known;
    }
    const name = `prepared_${++this.counter}`;
    const described = await this.pg.execProtocol(
      concat([serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, types: parse.parseDescribeStatementResults(described.messages) };
    this.statements.set(text, statement);
    if (this.statements.size > MAX_PREPARED) {
      const [oldText, old] = this.statements.entries().next().value!;
      this.statements.delete(oldText);
      await this.pg.execProtocol(concat([serialize.close({ type: "S", name: old.name }), serialize.sync()]), {
        syncToFs: false,
      });
    }
    return statement;
  }
}
