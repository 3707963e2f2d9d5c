import type { AdminInboxCalls } from "../../application/admin/sections/inbox.port";
import {
  sameItem,
  type InboxFilter,
  type InboxItem,
  type InboxKind,
} from "../../application/admin/sections/inbox.types";
import { Refused } from "../../application/shared/refusal";
import type { FakeAdminOptions } from "./fake-admin.gateway";

// A small PNG made in memory (stored, uncompressed deflate), so the fake's bug photos need no file and no
// network: a tinted "screenshot" with a header bar and a few text lines.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

function chunk(type: string, data: number[]): number[] {
  const body = new Uint8Array([...type].map((c) => c.charCodeAt(0)).concat(data));
  return [...u32(data.length), ...body, ...u32(crc32(body))];
}

function zlibStored(raw: number[]): number[] {
  const out = [0x78, 0x01];
  for (let i = 0; i < raw.length || i === 0; i += 65535) {
    const block = raw.slice(i, i + 65535);
    const last = i + 65535 >= raw.length ? 1 : 0;
    out.push(last, block.length & 255, block.length >>> 8, ~block.length & 255, (~block.length >>> 8) & 255);
    out.push(...block);
  }
  let a = 1;
  let b = 0;
  for (const x of raw) {
    a = (a + x) % 65521;
    b = (b + a) % 65521;
  }
  return [...out, ...u32(((b << 16) | a) >>> 0)];
}

type Rgb = readonly [number, number, number];

/** A `width`×`height` picture of a phone screen in `tint`. */
function tinyScreenPng(tint: Rgb, width = 60, height = 100): Blob {
  const raw: number[] = [];
  for (let y = 0; y < height; y++) {
    raw.push(0);
    for (let x = 0; x < width; x++) {
      const bar = y < height * 0.14;
      const line = !bar && y % 12 >= 6 && y % 12 < 9 && x > 6 && x < width - 6 - ((y * 7) % 17);
      const px: Rgb = bar ? tint : line ? [150, 150, 160] : [250, 250, 252];
      raw.push(...px);
    }
  }
  const header = [...u32(width), ...u32(height), 8, 2, 0, 0, 0];
  const bytes = [
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk("IHDR", header),
    ...chunk("IDAT", zlibStored(raw)),
    ...chunk("IEND", []),
  ];
  return new Blob([new Uint8Array(bytes)], { type: "image/png" });
}

const OPERATOR = { fullName: "Malika Nazarova", phone: "+998901234500" };
const NOBODY = { fullName: null, phone: null };

/** The demo inbox, newest first: three open items (two bug reports with photos), two closed. */
export const DEMO_INBOX: readonly InboxItem[] = [
  {
    kind: "bug",
    id: 31,
    text: "Savatchada «Buyurtma berish» tugmasi bosilmayapti, sahifa qotib qoladi. Telefon: Redmi Note 12.",
    sender: { fullName: "Jasur Karimov", phone: "+998935557788" },
    photoCount: 2,
    createdAt: "2026-11-25T07:45:00Z",
    closedAt: null,
    closedBy: null,
  },
  {
    kind: "feedback",
    id: 118,
    text: "Здравствуйте! Нужен счёт на 120 мешков цемента М400 для юрлица с доставкой в Чирчик. Перезвоните.",
    sender: { fullName: "Ольга Пак", phone: "+998712345678" },
    photoCount: 0,
    createdAt: "2026-11-24T16:20:00Z",
    closedAt: null,
    closedBy: null,
  },
  {
    kind: "bug",
    id: 30,
    text: "Katalogda gipsokarton narxi 68 400 soʻm, savatchada esa 72 000 soʻm koʻrinyapti.",
    sender: NOBODY,
    photoCount: 1,
    createdAt: "2026-11-23T12:05:00Z",
    closedAt: null,
    closedBy: null,
  },
  {
    kind: "feedback",
    id: 117,
    text: "Yetkazib berish Samarqandga ham bormi? Armatura 12 mm kerak edi.",
    sender: { fullName: "Bekzod Tursunov", phone: "+998901112233" },
    photoCount: 0,
    createdAt: "2026-11-20T09:00:00Z",
    closedAt: "2026-11-20T11:30:00Z",
    closedBy: OPERATOR,
  },
  {
    kind: "bug",
    id: 27,
    text: "Не приходит СМС с кодом при входе.",
    sender: { fullName: "Тимур Ахмедов", phone: "+998977001122" },
    photoCount: 0,
    createdAt: "2026-11-18T18:40:00Z",
    closedAt: "2026-11-19T08:10:00Z",
    closedBy: OPERATOR,
  },
];

const TINTS = [
  [37, 99, 235],
  [22, 163, 74],
  [234, 88, 12],
] as const;

/** When the fake closes an item: fixed, so every picture of a story is the same. */
export const FAKE_CLOSED_AT = "2026-11-25T09:00:00.000Z";

/** The back office's inbox in memory, behind the fake's one guard (caller, latency, failure). */
export class FakeAdminInbox implements AdminInboxCalls {
  /** Every close the fake was asked for, in order. */
  readonly closed: { kind: InboxKind; id: number }[] = [];
  /** Every photo the fake was asked for, in order. */
  readonly photosAsked: { id: number; n: number }[] = [];
  private readonly rows: InboxItem[];

  constructor(
    protected readonly guard: () => Promise<void>,
    protected readonly options: FakeAdminOptions,
  ) {
    this.rows = options.empty ? [] : [...DEMO_INBOX];
  }

  async items(filter: InboxFilter) {
    await this.guard();
    const size = this.options.pageSize ?? 20;
    const matching = this.rows.filter(
      (r) =>
        (filter.kind === "all" || r.kind === filter.kind) &&
        (filter.state === "all" || (filter.state === "closed") === (r.closedAt !== null)),
    );
    return {
      results: matching.slice((filter.page - 1) * size, filter.page * size),
      total: matching.length,
      totalPages: Math.max(1, Math.ceil(matching.length / size)),
    };
  }

  async close(kind: InboxKind, id: number) {
    await this.guard();
    const i = this.rows.findIndex((r) => sameItem(r, { kind, id }));
    const row = this.rows[i];
    if (!row) throw new Refused(404, "", "GENERIC.NOT_FOUND");
    this.closed.push({ kind, id });
    // One already closed keeps who closed it first and when, as the server's does.
    const closed = row.closedAt ? row : { ...row, closedAt: FAKE_CLOSED_AT, closedBy: OPERATOR };
    this.rows[i] = closed;
    return closed;
  }

  async photo(id: number, n: number) {
    await this.guard();
    const row = this.rows.find((r) => sameItem(r, { kind: "bug", id }));
    if (!row || n < 0 || n >= row.photoCount) throw new Refused(404, "", "GENERIC.NOT_FOUND");
    this.photosAsked.push({ id, n });
    return tinyScreenPng(TINTS[(id + n) % TINTS.length]!);
  }
}
