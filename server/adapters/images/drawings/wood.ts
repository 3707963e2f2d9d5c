import { box, type Drawing, each, face, grow, rect, WOOD, WOOD_DARK } from "./kit.ts";

const BIRCH = "#e6c98f";
const OSB = "#d2a868";

/** End-grain rings on a board's right-hand end face. */
const rings = (x: number, y: number, h: number) =>
  `<path d="M${x + 8} ${y + h * 0.3}q14 ${h * 0.2} 0 ${h * 0.4}M${x + 20} ${y + h * 0.2}q20 ${h * 0.3} 0 ${h * 0.6}" fill="none" stroke="${WOOD_DARK}" stroke-width="5"/>`;

export const WOOD_DRAWINGS: Record<string, Drawing> = {
  boards: (c) =>
    each(4, (j) => {
      const i = 3 - j;
      return (
        box(110 + i * 20, 400 - i * 70, 470, 50, 70, 50, WOOD) + rings(580 + i * 20, 400 - i * 70 + 20, 50)
      );
    }) + rect(200, 480, 60, 56, c, 4),
  beam: (c) =>
    box(110, 380, 420, 120, 80, 60, WOOD) +
    box(160, 240, 420, 120, 80, 60, WOOD) +
    rings(540, 300, 110) +
    rings(490, 440, 110) +
    rect(150, 460, 60, 60, c, 4),
  osb: (c) =>
    box(170, 170, 400, 440, 70, 50, OSB) +
    each(36, (i) => {
      const x = 190 + ((i * 83) % 340);
      const y = 240 + ((i * 47) % 350);
      return `<rect x="${x}" y="${y}" width="60" height="22" fill="${i % 3 ? "#b98a54" : "#e8c489"}" transform="rotate(${(i * 53) % 180} ${x + 30} ${y + 11})"/>`;
    }) +
    rect(200, 250, 110, 40, c, 4),
  plywood: (c) =>
    each(3, (j) => {
      const i = 2 - j;
      return (
        box(120, 380 - i * 60, 440, 50, 120, 110, BIRCH) +
        `<path d="M120 ${445 - i * 60}H560M120 ${460 - i * 60}H560" stroke="${WOOD_DARK}" stroke-width="5"/>`
      );
    }) +
    `<path d="M250 330q60 -20 120 0t120 0" fill="none" stroke="#c9a36a" stroke-width="8"/>` +
    rect(140, 490, 70, 40, c, 4),
  chipboard: (c) =>
    each(2, (j) => {
      const i = 1 - j;
      return (
        box(120, 370 - i * 70, 440, 60, 130, 120, c) +
        each(
          14,
          (k) => `<circle cx="${135 + k * 30}" cy="${405 - i * 70 + (k % 3) * 12}" r="5" fill="#a8834f"/>`,
        )
      );
    }),
  woodtile: (c) =>
    each(
      4,
      (i) =>
        rect(200 + i * 105, 130 + (i % 2) * 60, 100, 480, c) +
        `<path d="M${225 + i * 105} ${180 + (i % 2) * 60}q20 100 0 200t10 160M${262 + i * 105} ${160 + (i % 2) * 60}q-15 120 5 240" fill="none" stroke="#80808099" stroke-width="8"/>`,
    ),
  laminate: (c) =>
    each(4, (r) =>
      each(2, (k) => {
        const off = (r % 2) * 120;
        const x0 = 120 + r * 40 + k * 240 - off + 40;
        const y0 = 520 - r * 90;
        return (
          face(`M${x0} ${y0}L${x0 + 70} ${y0 - 90}H${x0 + 300}L${x0 + 230} ${y0}Z`, c) +
          `<path d="M${x0 + 60} ${y0 - 30}h160" stroke="#0002" stroke-width="8"/>`
        );
      }),
    ) + face("M140 520H570V560H140Z", c, "#0003"),
  parquet: (c) =>
    each(
      3,
      (r) =>
        rect(130, 200 + r * 140, 540, 130, c) +
        `<path d="M130 ${243 + r * 140}H670M130 ${286 + r * 140}H670" stroke="#80808099" stroke-width="6"/>` +
        each(
          4,
          (k) =>
            `<path d="M${200 + k * 130 + (r % 2) * 60} ${200 + r * 140}v43M${250 + k * 130 - (r % 2) * 40} ${243 + r * 140}v43M${170 + k * 130 + (r % 2) * 30} ${286 + r * 140}v44" stroke="#80808099" stroke-width="6"/>`,
        ),
    ),
  skirting: (c) =>
    face("M140 560V330Q140 290 170 290L190 250L690 250L690 520Z", c) +
    face("M140 330L640 250H690L190 330Z", "#0000") +
    face("M140 560V330Q140 300 170 290Q200 290 200 330V560Z", c, "#0003") +
    `<path d="M210 420L690 340" stroke="#80808099" stroke-width="10"/>` +
    face("M140 560H200L690 520V560L200 600H140Z", c, "#0002"),
  threshold: (c) =>
    grow(
      1.1,

      face("M110 520L560 250H700L250 520Z", c, "#ffffff40") +
        face("M110 520H250V560H110Z", c) +
        face("M250 520L700 250V290L250 560Z", c, "#0003") +
        `<path d="M180 520L630 250" stroke="#80808099" stroke-width="12"/>` +
        each(3, (i) => `<circle cx="${290 + i * 140}" cy="${430 - i * 84}" r="14" fill="#0006"/>`),
    ),
};
