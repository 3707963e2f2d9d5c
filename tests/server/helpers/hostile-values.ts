// The raw material of the hostile-input suite: a seeded generator, so a failing case can be made again from
// the seed the suite prints, and the values an attacker or a broken client sends.

/** mulberry32: small, fast, and the same sequence on every machine for one seed. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(below: number): number {
    return Math.floor(this.next() * below);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
}

/** Just under the server's 1 MiB body limit once quoted, so it is parsed and reaches validation. */
export const NEAR_MEGABYTE = "a".repeat(1_000_000);
/** Past the body limit: the parser refuses it before anything reads it. */
export const OVER_MEGABYTE = "b".repeat(1024 * 1024 + 10);

export const NUMBER_TEXTS = [
  "2147483648",
  "-2147483649",
  "-1",
  "0",
  "1e308",
  "1e309",
  "-1e308",
  "NaN",
  "Infinity",
  "-0",
  "0x10",
  "1.5",
  "12.345",
  "99999999999999999999",
  "9007199254740993",
  "+1",
  " 1",
  "1 ",
  "١٢٣",
] as const;

export const UNICODE_TEXTS = [
  "\uD800",
  "\uDFFF",
  "a\uD83Db",
  "\u0000",
  "a\u0000b",
  "\u202Eevil\u202C",
  "\u200F\u200E",
  "e\u0301\u0301\u0301\u0301\u0301",
  "🙂",
  "👨‍👩‍👧‍👦",
  "\u200B",
  "\uFEFF{}",
  "\uFFFF\uFFFE",
  "Ｓｅｌｅｃｔ",
  "Ўзбекистон",
  "ı̇",
  "\t\r\n",
  "\u001b[31m",
] as const;

export const INJECTION_TEXTS = [
  "' OR '1'='1",
  "'; DROP TABLE products; --",
  "1; SELECT pg_sleep(5)--",
  "1' UNION SELECT password FROM users--",
  "$$; DELETE FROM users; $$",
  "\\",
  "'",
  '"',
  "`",
  "%' AND 1=1 --",
  "${7*7}",
  "{{7*7}}",
  "<%= 7*7 %>",
  "#{7*7}",
  "{{constructor.constructor('return process')()}}",
  '{"$gt":""}',
  "$where",
  "[$ne]=1",
  "<script>alert(1)</script>",
  "%s%s%s%n",
  "__proto__",
  "constructor",
  "prototype",
  "null",
  "undefined",
  "true",
  "[object Object]",
  "*",
  "%",
  "%%",
  "%E0%A4%A",
  "&",
  "#",
  "?",
  "a".repeat(3000),
] as const;

export const TRAVERSAL_TEXTS = [
  "../../etc/passwd",
  "../../../../../../etc/passwd",
  "..%2f..%2fetc%2fpasswd",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "%252e%252e%252fetc%252fpasswd",
  "..%252f..%252fetc%252fpasswd",
  "..\\..\\etc\\passwd",
  "..%5c..%5cetc%5cpasswd",
  "....//....//etc/passwd",
  "/etc/passwd",
  "%2fetc%2fpasswd",
  "..%00/etc/passwd",
  "%00",
  "..",
  ".",
  "%2e%2e",
  "%c0%ae%c0%ae/",
  "secret.txt",
  "../secret.txt",
  "..%2fsecret.txt",
  "%2e%2e%2fsecret.txt",
  "..%2f..%2fserver%2fentry-server.js",
] as const;

export const HOSTILE_TEXTS: readonly string[] = [
  ...NUMBER_TEXTS,
  ...UNICODE_TEXTS,
  ...INJECTION_TEXTS,
  ...TRAVERSAL_TEXTS,
];

/** Any text; in a body, now and then a near-megabyte one. */
export function hostileText(rng: Rng, inBody = false): string {
  if (inBody && rng.chance(0.003)) return NEAR_MEGABYTE;
  return rng.pick(HOSTILE_TEXTS);
}

/** A JSON value of any type, the wrong one for most fields. */
export function hostileValue(rng: Rng, depth = 0): unknown {
  const roll = rng.int(14);
  switch (roll) {
    case 0:
      return rng.pick([2147483648, -1, 1e308, -1e308, 0.1, -2147483649, 0, 1, Number.MAX_SAFE_INTEGER + 2]);
    case 1:
      return rng.pick([true, false, null]);
    case 2:
      return depth > 2 ? [] : [hostileValue(rng, depth + 1), hostileValue(rng, depth + 1)];
    case 3:
      return depth > 2
        ? {}
        : { [rng.pick(["$gt", "$ne", "__proto__", "a", "0"])]: hostileValue(rng, depth + 1) };
    case 4:
      return {};
    case 5:
      return [];
    default:
      return hostileText(rng, true);
  }
}

/** Text fit for a header value: light-my-request refuses control and non-Latin-1 characters, as Node does. */
export function headerSafe(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : encodeLoose(value);
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) goes out as the three bytes a careless
 * encoder writes for it, as an attacker would send them.
 */
export function encodeLoose(value: string): string {
  return value.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S]/g, (unit) => {
    const code = unit.charCodeAt(0);
    if (unit.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join("");
    }
    return encodeURIComponent(unit);
  });
}

/**
 * One of the ways a value reaches a URL: raw where that keeps it one path segment, encoded, or encoded twice.
 * A raw dot segment would be resolved away by the injector (as by a browser) and aim at another call.
 */
export function inUrl(rng: Rng, value: string): string {
  const dots = /^(\.|%2e){1,2}$/i;
  // Encoding leaves dots as they are, and "%2e" is a dot to the resolver too; twice encoded they stay put.
  if (dots.test(value)) return value.replace(/\.|%2e/gi, "%252e");
  const roll = rng.int(4);
  if (roll === 0 && /^[\x21-\x7e]*$/.test(value) && !/[#?/\\]/.test(value)) return value;
  if (roll === 1) return encodeURIComponent(encodeLoose(value));
  return encodeLoose(value);
}

/** Bodies no JSON parser takes, or that try to reach an object's prototype. */
export const BROKEN_JSON = [
  "{",
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  "nul",
  "NaN",
  "[1,2",
  '{"a":"\\x"}',
  '{"a":1e309',
  "\u0000",
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  "\uFEFF{}",
  '{"a":"b"}{"c":"d"}',
];
