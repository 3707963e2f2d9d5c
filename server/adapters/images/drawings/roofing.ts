import { type Drawing, each, face, INK, rect, STEEL, tube, WHITE } from "./kit.ts";

const SLATE = "#b3b6b3";

/** A sheet with smooth vertical waves and a wavy bottom edge. */
const wavy = (c: string) =>
  `<path d="M160 170H640V560${each(6, (i) => `Q${620 - i * 80} 600 ${600 - i * 80} 560Q${580 - i * 80} 520 ${560 - i * 80} 560`)}H160Z" fill="${c}" stroke="${INK}" stroke-width="8" stroke-linejoin="round"/>` +
  each(
    6,
    (i) =>
      `<rect x="${168 + i * 80}" y="175" width="30" height="385" fill="#fff" opacity=".3"/><rect x="${205 + i * 80}" y="175" width="30" height="385" fill="#000" opacity=".12"/>`,
  );

export const ROOFING: Record<string, Drawing> = {
  corrugated: (c) =>
    `<path d="M150 170H650V560${each(5, (i) => `L${630 - i * 100} 560L${610 - i * 100} 610L${570 - i * 100} 610L${550 - i * 100} 560`)}L150 560Z" fill="${c}" stroke="${INK}" stroke-width="8" stroke-linejoin="round"/>` +
    each(
      5,
      (i) =>
        `<rect x="${560 - i * 100}" y="175" width="60" height="385" fill="#000" opacity=".14"/><path d="M${560 - i * 100} 175V560M${620 - i * 100} 175V560" stroke="${INK}" stroke-width="5" opacity=".5"/>`,
    ),
  metaltile: (c) =>
    rect(150, 160, 500, 470, c, 6) +
    each(4, (r) => `<rect x="154" y="${250 + r * 110}" width="492" height="22" fill="#000" opacity=".3"/>`) +
    each(
      6,
      (k) =>
        `<rect x="${175 + k * 80}" y="164" width="28" height="462" fill="#fff" opacity=".25"/><rect x="${215 + k * 80}" y="164" width="22" height="462" fill="#000" opacity=".12"/>`,
    ) +
    `<path d="M150 630${each(6, (k) => `q40 30 ${k === 5 ? 100 : 80} 0`)}" fill="none" stroke="${INK}" stroke-width="8"/>`,
  slate: () =>
    wavy(SLATE) +
    each(
      40,
      (i) => `<circle cx="${180 + ((i * 71) % 450)}" cy="${200 + ((i * 43) % 340)}" r="4" fill="#8d918e"/>`,
    ),
  ondulin: (c) => wavy(c),
  shingles: (c) =>
    `<clipPath id="shingles"><rect x="150" y="170" width="500" height="470"/></clipPath><g clip-path="url(#shingles)">` +
    `<rect x="150" y="170" width="500" height="470" fill="#0003"/>` +
    each(4, (r) =>
      each(6, (k) => {
        const x = 100 + k * 110 + (r % 2) * 55;
        const y = 170 + r * 110;
        return `<path d="M${x} ${y}H${x + 104}V${y + 80}L${x + 52} ${y + 120}L${x} ${y + 80}Z" fill="${c}" stroke="${INK}" stroke-width="7" stroke-linejoin="round"/>`;
      }),
    ) +
    `</g><rect x="150" y="170" width="500" height="470" fill="none" stroke="${INK}" stroke-width="8"/>`,
  gutter: (c) =>
    face("M120 330H640Q640 500 520 500H240Q120 500 120 330Z", c) +
    `<path d="M240 500Q120 500 120 330" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="20"/>` +
    face("M120 330H640V350H120Z", c, "#0005") +
    each(
      2,
      (i) =>
        `<path d="M${250 + i * 260} 250V330Q${250 + i * 260} 520 ${330 + i * 260} 500" fill="none" stroke="${INK}" stroke-width="34"/><path d="M${250 + i * 260} 250V330Q${250 + i * 260} 520 ${330 + i * 260} 500" fill="none" stroke="${STEEL}" stroke-width="20"/>`,
    ) +
    face("M640 320H680V480Q660 500 640 500Z", c, "#0003"),
  downpipe: (c) =>
    face("M270 140H530L480 240H320Z", c) +
    tube("M400 240V430L330 520V620", c, 110, "butt") +
    `<path d="M400 240V430L330 520V620" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="30" transform="translate(-25 0)"/>` +
    rect(255, 600, 150, 60, c, 10) +
    rect(320, 300, 160, 30, STEEL, 6),
  polycarbonate: (c) =>
    `<path d="M180 200L560 140V560L180 620Z" fill="${c}" fill-opacity=".45" stroke="${INK}" stroke-width="8" stroke-linejoin="round"/>` +
    each(
      9,
      (i) => `<path d="M${220 + i * 38} ${194 - i * 6}V${614 - i * 6}" stroke="${c}" stroke-width="6"/>`,
    ) +
    `<path d="M180 620L560 560L600 580L220 640Z" fill="${c}" stroke="${INK}" stroke-width="6"/>` +
    `<path d="M240 250L320 560M420 220L480 420" stroke="#fff" stroke-width="24" opacity=".6"/>`,
  ridge: (c) =>
    face("M160 520L290 400L580 250L450 370Z", c, "#ffffff33") +
    face("M290 400L420 520L710 370L580 250Z", c, "#0002") +
    face("M160 520L290 400L420 520L400 540L290 440L180 540Z", c),
  endtrim: (c) =>
    face("M140 460L560 250H680L260 460Z", c, "#ffffff33") +
    face("M260 460V560L680 350V250Z", c, "#0002") +
    face("M140 460H260V560H230V490H140Z", c),
  siding: (c) =>
    each(
      6,
      (i) =>
        rect(140, 160 + i * 80, 520, 80, c) +
        `<rect x="140" y="${218 + i * 80}" width="520" height="22" fill="#000" opacity=".18"/>`,
    ) +
    rect(130, 150, 30, 500, WHITE, 4) +
    rect(640, 150, 30, 500, WHITE, 4),
  facadepanel: (c) =>
    rect(150, 170, 500, 460, c, 6) +
    each(12, (i) => {
      const r = Math.floor(i / 3);
      const w = [170, 140, 170][(i + r) % 3]!;
      const x = 160 + (((i % 3) * 165 + (r % 2) * 40) % 480);
      return `<rect x="${x}" y="${180 + r * 112}" width="${Math.min(w, 640 - x)}" height="100" rx="14" fill="${i % 2 ? "#fff" : "#000"}" opacity="${0.1 + (i % 3) * 0.06}" stroke="#0005" stroke-width="6"/>`;
    }),
  acp: (c) =>
    face("M150 260L490 160V540L150 640Z", c) +
    `<path d="M260 250L240 600M360 220L330 580" stroke="#fff" stroke-width="30" opacity=".35"/>` +
    face("M490 160L520 175V555L490 540Z", "#2b2b2b") +
    face("M210 250L550 150V530L210 630Z", c) +
    `<path d="M300 250L280 590M420 210L390 560" stroke="#fff" stroke-width="34" opacity=".35"/>` +
    face("M550 150L580 165V545L550 530Z", "#2b2b2b"),
};
