import {
  box,
  circle,
  CHROME,
  cylinder,
  type Drawing,
  each,
  ellipse,
  face,
  rect,
  RUBBER,
  tube,
  turn,
  WHITE,
} from "./kit.ts";

const WOOL = "#e8c449";

export const INSULATION: Record<string, Drawing> = {
  woolroll: (c) =>
    cylinder(400, 200, 170, 50, 400, WOOL, WOOL) +
    `<path d="M400 200m-120 0a120 36 0 1 0 240 0a90 27 0 1 0 -180 0a60 18 0 1 0 120 0" fill="none" stroke="#b8952a" stroke-width="8"/>` +
    face("M230 330V470A170 50 0 0 0 570 470V330A170 50 0 0 1 230 330Z", c) +
    `<path d="M290 400h140" stroke="#fff" stroke-opacity=".8" stroke-width="18" stroke-linecap="round"/>`,
  woolslab: (c) =>
    each(3, (j) => {
      const i = 2 - j;
      return (
        box(140, 420 - i * 90, 440, 90, 90, 60, "#d9c48a") +
        each(
          8,
          (k) =>
            `<path d="M${150 + k * 54} ${495 - i * 90}q15 -30 30 0" fill="none" stroke="#a68f52" stroke-width="5"/>`,
        )
      );
    }) + face("M300 240L390 180H440L350 240V570H300Z", c),
  foamboard: (c) =>
    each(4, (j) => {
      const i = 3 - j;
      return (
        box(140, 450 - i * 70, 440, 70, 90, 60, WHITE) +
        each(14, (k) => circle(160 + k * 30, 495 - i * 70 + (k % 2) * 14, 6, "#dfe3e7"))
      );
    }) + rect(170, 300, 110, 40, c, 6),
  xps: (c) =>
    each(4, (j) => {
      const i = 3 - j;
      return (
        box(140, 450 - i * 70, 440, 70, 90, 60, c) + `<path d="M140 ${505 - i * 70}h20v30h-20" fill="#0003"/>`
      );
    }),
  filmroll: (c) =>
    face("M300 400L150 650H520L620 400Z", c, "#ffffff99") +
    `<path d="M250 480L210 600M400 470L380 620" stroke="#fff" stroke-width="14" opacity=".7"/>` +
    face("M200 240H600V400H200Z", c) +
    `<rect x="200" y="240" width="400" height="160" fill="#fff6"/>` +
    ellipse(600, 320, 40, 80, c) +
    circle(600, 320, 24, WHITE),
  foamcan: (c) =>
    tube("M400 170L600 120", "#eef1f3", 14) +
    rect(310, 270, 180, 370, c, 20) +
    face("M310 290Q310 210 400 200Q490 210 490 290Z", CHROME) +
    rect(370, 160, 60, 50, RUBBER, 8) +
    `<rect x="310" y="390" width="180" height="120" fill="#fff" opacity=".85"/>`,
  cartridge: (c) =>
    turn(
      -25,
      rect(140, 330, 400, 140, WHITE, 14) +
        rect(200, 330, 240, 140, c) +
        `<rect x="230" y="370" width="180" height="60" rx="6" fill="#fff" opacity=".85"/>` +
        rect(540, 355, 40, 90, WHITE, 6) +
        face("M580 370L720 392V408L580 430Z", "#f1f1f1") +
        rect(115, 345, 30, 110, "#dfe3e7", 6),
    ),
  pipelagging: (c) =>
    each(3, (i) => {
      const y = 260 + i * 140;
      const x = 160 + i * 20;
      return (
        tube(`M${x} ${y}L${x + 420} ${y - 100}`, "#5c6166", 110, "butt") +
        `<path d="M${x + 60} ${y - 14}L${x + 400} ${y - 95}" stroke="#3f4347" stroke-width="8"/>` +
        ellipse(x, y, 40, 62, "#6f7479") +
        ellipse(x, y, 18, 28, RUBBER)
      );
    }) + tube("M420 180L460 560", c, 40, "butt"),
};
