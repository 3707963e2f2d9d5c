import {
  box,
  circle,
  CONCRETE,
  type Drawing,
  each,
  ellipse,
  face,
  grow,
  INK,
  rect,
  STEEL,
  tube,
  WHITE,
} from "./kit.ts";

const AERATED = "#eceae4";
const CINDER = "#8f918d";

/** A small coloured pack label on a block's front. */
const tag = (x: number, y: number, c: string) => rect(x, y, 90, 50, c, 6);

export const BUILDING: Record<string, Drawing> = {
  facingbrick: (c) =>
    grow(
      1.2,
      box(130, 420, 260, 110, 60, 40, c) +
        box(400, 420, 260, 110, 60, 40, c) +
        box(250, 300, 260, 110, 60, 40, c),
    ),
  gasblock: (c) =>
    box(150, 230, 440, 300, 80, 60, AERATED) +
    each(18, (i) => circle(190 + ((i * 151) % 380), 320 + ((i * i * 37) % 220), 7, "#cfcac0")) +
    face("M600 320L640 290V400L600 430Z", "#cfcac0") +
    tag(180, 560, c),
  cinderblock: (c) =>
    box(150, 250, 420, 260, 100, 70, CINDER) +
    face("M200 305L230 285H340L310 305Z", "#4d5359") +
    face("M380 305L410 285H520L490 305Z", "#4d5359") +
    each(20, (i) => circle(180 + ((i * 89) % 370), 350 + ((i * 53) % 150), 7, "#6f716d")) +
    tag(170, 540, c),
  paving: (c) =>
    each(9, (i) => {
      const r = Math.floor(i / 3);
      const col = i % 3;
      return box(150 + col * 170 + (r % 2) * 40 - 40, 190 + r * 150, 150, 100, 30, 22, c);
    }),
  kerb: (c) => box(110, 320, 520, 170, 70, 50, CONCRETE) + tag(150, 520, c),
  wellring: (c) =>
    face("M160 330V540A240 75 0 0 0 640 540V330Z", CONCRETE) +
    ellipse(400, 330, 240, 75, "#c4c6c2") +
    ellipse(400, 330, 185, 55, "#6e706c") +
    tag(355, 520, c),
  lintel: (c) =>
    tube("M240 350Q240 290 280 290Q320 290 320 350M480 330Q480 270 520 270Q560 270 560 330", STEEL, 14) +
    box(110, 330, 540, 110, 60, 40, CONCRETE) +
    tag(140, 470, c),
  drywall: (c) =>
    each(5, (i) => box(150, 440 - i * 40, 440, 40, 100, 90, "#eef0ee")) +
    face("M150 370L250 280H690L590 370Z", c, "#ffffffaa") +
    `<path d="M190 345l40-36" stroke="${INK}" stroke-width="6" opacity=".4"/>`,
  cdprofile: (c) =>
    face("M150 420L450 220H630L330 420Z", STEEL, "#ffffff33") +
    face("M150 420V500L450 300V220Z", STEEL, "#0003") +
    face("M330 420V500L630 300V220Z", STEEL, "#0002") +
    face("M150 500H330V420H300V470H180V420H150Z", STEEL) +
    rect(150, 520, 90, 40, c, 6),
  hanger: () =>
    tube("M290 160V560Q290 620 350 620H450Q510 620 510 560V160", STEEL, 64) +
    each(6, (i) => circle(290, 200 + i * 60, 11, "#4d5359") + circle(510, 200 + i * 60, 11, "#4d5359")) +
    rect(230, 150, 120, 40, STEEL, 6) +
    rect(450, 150, 120, 40, STEEL, 6),
  cornerbead: () =>
    face("M140 500L640 210L680 270L180 560Z", STEEL) +
    face("M140 500L640 210L600 160L100 450Z", "#c9ced3") +
    each(
      7,
      (i) =>
        circle(185 + i * 66, 505 - i * 38, 11, "#4d5359") + circle(150 + i * 66, 455 - i * 38, 11, "#4d5359"),
    ),
  meshtape: (c) =>
    tube("M530 470L690 590", c, 80, "butt") +
    `<path d="M530 470L690 590" stroke="#fff8" stroke-width="80" stroke-dasharray="6 14"/>` +
    circle(380, 380, 210, c) +
    each(
      8,
      (i) => `<circle cx="380" cy="380" r="${195 - i * 12}" fill="none" stroke="#fff5" stroke-width="4"/>`,
    ) +
    circle(380, 380, 90, WHITE) +
    circle(380, 380, 60, "#e4e8eb"),
  ceilingtile: () =>
    face("M120 400L400 560V600L120 440Z", "#cfd2d0") +
    face("M400 560L680 400V440L400 600Z", "#b8bbb9") +
    face("M400 240L680 400L400 560L120 400Z", WHITE) +
    each(40, (i) => {
      const u = ((i * 37) % 100) / 100;
      const v = ((i * 61) % 100) / 100;
      return `<circle cx="${400 + (u - v) * 250}" cy="${270 + (u + v) * 130}" r="6" fill="#b6bab8"/>`;
    }),
  pvcpanel: (c) =>
    each(
      4,
      (i) =>
        rect(190 + i * 110, 140 + i * 20, 110, 500, c) +
        `<rect x="${190 + i * 110}" y="${140 + i * 20}" width="24" height="500" fill="#fff3"/>`,
    ),
  ceilingslat: (c) =>
    each(4, (j) => {
      const i = 3 - j;
      const y = 200 + i * 110;
      return (
        face(
          `M${120 + i * 20} ${y + 60}L${220 + i * 20} ${y}H${700 - i * 10}L${600 - i * 10} ${y + 60}Z`,
          c,
          "#ffffff33",
        ) +
        face(`M${120 + i * 20} ${y + 60}H${600 - i * 10}V${y + 85}H${120 + i * 20}Z`, c, "#0003") +
        `<path d="M${200 + i * 20} ${y + 30}H${620 - i * 10}" stroke="#fff" stroke-opacity=".5" stroke-width="8"/>`
      );
    }),
  windowsill: () =>
    face("M120 430L300 280H680L500 430Z", WHITE) +
    face("M120 430H500V490H120Z", "#eef0f2") +
    face("M500 430L680 280V340L500 490Z", "#dfe3e7") +
    `<path d="M120 460H500" stroke="#c7ccd1" stroke-width="8"/>`,
};
