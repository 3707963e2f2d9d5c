// Tiles, floor rolls and boards of insulation: flat goods seen in perspective.
import {
  box,
  circle,
  type Drawing,
  each,
  ellipse,
  face,
  INK,
  rect,
  RUBBER,
  STEEL,
  STEEL_DARK,
  tube,
} from "./kit.ts";

export const SURFACES: Record<string, Drawing> = {
  floortile: (c) =>
    each(9, (i) => {
      const r = Math.floor(i / 3);
      const k = i % 3;
      const x = 400 + (k - r) * 110;
      const y = 220 + (k + r) * 64;
      return face(
        `M${x} ${y}L${x + 105} ${y + 61}L${x} ${y + 122}L${x - 105} ${y + 61}Z`,
        c,
        (r + k) % 2 ? "#ffffff33" : "",
      );
    }),
  bigtile: (c) =>
    face("M260 160L640 250L600 640L220 560Z", c) +
    `<path d="M330 200L270 470M480 240L420 560" stroke="#fff" stroke-width="26" opacity=".35"/>` +
    box(130, 440, 440, 40, 90, 60, c),
  marble: (c) =>
    box(150, 180, 440, 420, 70, 50, c) +
    `<path d="M170 300Q260 260 300 350T470 420T580 560M200 520Q300 480 360 540M380 240Q430 320 560 300" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="10"/>` +
    `<path d="M190 330Q270 290 310 380T480 450" fill="none" stroke="#0003" stroke-width="6"/>`,
  granite: (c) =>
    box(150, 180, 440, 420, 70, 50, c) +
    each(
      70,
      (i) =>
        `<circle cx="${170 + ((i * 67) % 400)}" cy="${250 + ((i * 41) % 330)}" r="${5 + (i % 4) * 3}" fill="${i % 3 ? "#0004" : "#fff6"}"/>`,
    ),
  mosaic: (c) =>
    rect(150, 150, 500, 500, "#d9dcd8", 6) +
    each(
      49,
      (i) =>
        `<rect x="${165 + (i % 7) * 69}" y="${165 + Math.floor(i / 7) * 69}" width="60" height="60" rx="6" fill="${c}" opacity="${0.55 + ((i * 7) % 5) * 0.1}" stroke="${INK}" stroke-width="3"/>`,
    ),
  clinker: (c) =>
    each(3, (j) => {
      const i = 2 - j;
      return box(120 + i * 60, 430 - i * 110, 420, 110, 50, 36, c);
    }),
  tileborder: (c) =>
    each(
      2,
      (i) =>
        rect(110 + i * 40, 250 + i * 170, 540, 120, c, 6) +
        `<path d="M${110 + i * 40} ${275 + i * 170}H${650 + i * 40}M${110 + i * 40} ${345 + i * 170}H${650 + i * 40}" stroke="#c9a544" stroke-width="8"/>` +
        each(
          5,
          (k) =>
            `<circle cx="${165 + i * 40 + k * 108}" cy="${310 + i * 170}" r="22" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="8"/>`,
        ),
    ),
  stairtile: (c) =>
    face("M130 420L300 260H680L510 420Z", c, "#ffffff33") +
    face("M130 420H510V520H130Z", c) +
    face("M510 420L680 260V360L510 520Z", c, "#0003") +
    each(3, (i) => `<path d="M150 ${442 + i * 22}H490" stroke="#0004" stroke-width="8"/>`),
  tilecutter: (c) =>
    rect(110, 480, 580, 60, c, 10) +
    face("M180 470L400 400H560L340 470Z", "#f1f1ee") +
    tube("M140 430H660", STEEL, 20) +
    rect(410, 380, 80, 70, STEEL_DARK, 10) +
    circle(450, 460, 22, STEEL) +
    tube("M450 390L320 210", c, 30) +
    rect(290, 170, 60, 80, RUBBER, 20) +
    rect(110, 540, 40, 40, RUBBER, 6) +
    rect(650, 540, 40, 40, RUBBER, 6),
  spacers: (c) =>
    each(7, (i) => {
      const x = 200 + ((i * 157) % 400);
      const y = 200 + ((i * 113) % 400);
      return `<g transform="rotate(${i * 17} ${x} ${y})"><path d="M${x - 18} ${y - 70}h36v52h52v36h-52v52h-36v-52h-52v-36h52z" fill="${c}" stroke="${INK}" stroke-width="7" stroke-linejoin="round"/></g>`;
    }),
  linoleum: (c) =>
    face("M120 600L290 440H680L510 600Z", c) +
    each(4, (i) => `<path d="M${160 + i * 95} 600L${330 + i * 95} 440" stroke="#0002" stroke-width="10"/>`) +
    face("M300 170H500V470H300Z", c) +
    `<rect x="300" y="170" width="200" height="300" fill="#0002"/>` +
    ellipse(400, 170, 100, 36, c) +
    `<path d="M400 160a30 12 0 1 0 0.1 0" fill="none" stroke="${INK}" stroke-width="6"/>`,
  carpet: (c) =>
    face("M120 620L260 470H690L550 620Z", c) +
    each(
      40,
      (i) =>
        `<path d="M${200 + ((i * 53) % 400)} ${500 + ((i * 29) % 110)}v-14" stroke="#0003" stroke-width="8" stroke-linecap="round"/>`,
    ) +
    face("M200 300H640V470H200Z", c) +
    `<rect x="200" y="300" width="440" height="170" fill="#0002"/>` +
    each(6, (i) => `<path d="M${250 + i * 65} 320v130" stroke="#0002" stroke-width="10"/>`) +
    ellipse(200, 385, 60, 85, c) +
    `<path d="M200 385m-40 0a40 60 0 1 0 80 0a28 42 0 1 0 -56 0a16 24 0 1 0 32 0" fill="none" stroke="${INK}" stroke-width="6"/>`,
  underlay: (c) =>
    each(6, (j) => {
      const i = 5 - j;
      return (
        face(
          `M150 ${470 - i * 36}L${300} ${400 - i * 36}H650L500 ${470 - i * 36}Z`,
          c,
          i % 2 ? "#0002" : "#fff3",
        ) + face(`M150 ${470 - i * 36}H500V${500 - i * 36}H150Z`, c, "#0003")
      );
    }),
};
