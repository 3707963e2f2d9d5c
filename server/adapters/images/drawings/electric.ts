import {
  box,
  CHROME,
  circle,
  type Drawing,
  each,
  ellipse,
  face,
  grow,
  INK,
  rect,
  RUBBER,
  STEEL,
  STEEL_DARK,
  tube,
  WHITE,
} from "./kit.ts";

const coil = (c: string, width: number, loops: number) =>
  each(loops, (i) => {
    const d = `M${400 - 230 + i * 8} ${400 + i * 10}a${230 - i * 8} ${180 - i * 6} 0 1 0 ${2 * (230 - i * 8)} 0a${230 - i * 8} ${180 - i * 6} 0 1 0 ${-2 * (230 - i * 8)} 0`;
    return tube(d, c, width);
  });

const breakerModule = (x: number, c: string) =>
  rect(x, 200, 120, 400, WHITE, 12) +
  rect(x + 15, 215, 90, 50, "#dfe3e7", 6) +
  rect(x + 15, 535, 90, 50, "#dfe3e7", 6) +
  circle(x + 60, 240, 14, STEEL) +
  circle(x + 60, 560, 14, STEEL) +
  rect(x + 25, 330, 70, 130, "#555b61", 10) +
  rect(x + 35, 335, 50, 70, c, 8) +
  rect(x + 30, 480, 60, 20, "#dfe3e7", 4);

const plate = (c: string) =>
  rect(190, 190, 420, 420, c, 46) + `<rect x="190" y="190" width="420" height="420" rx="46" fill="#fff2"/>`;

const socketFace = (cx: number, cy: number, r: number) =>
  circle(cx, cy, r, "#0000") +
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#8a8f9459"/>` +
  circle(cx - r * 0.38, cy, r * 0.14, RUBBER) +
  circle(cx + r * 0.38, cy, r * 0.14, RUBBER) +
  rect(cx - 18, cy - r + 4, 36, 26, CHROME, 4) +
  rect(cx - 18, cy + r - 30, 36, 26, CHROME, 4);

export const ELECTRIC: Record<string, Drawing> = {
  cable: (c) =>
    coil(c, 40, 3) +
    tube("M560 520L660 620", c, 40, "butt") +
    circle(650, 600, 12, "#7b4a2a") +
    circle(675, 625, 12, "#2e6fb5") +
    circle(676, 592, 12, "#d4c21b"),
  wire: (c) =>
    coil(c, 18, 6) + tube("M580 500L690 560", c, 18, "butt") + tube("M690 560L720 576", STEEL, 10, "butt"),
  breaker: (c) => breakerModule(340, c),
  breakerthree: (c) =>
    breakerModule(220, c) + breakerModule(340, c) + breakerModule(460, c) + rect(245, 390, 310, 20, c, 6),
  socket: (c) => plate(c) + socketFace(400, 400, 150),
  doublesocket: (c) =>
    rect(260, 110, 280, 580, c, 40) +
    `<rect x="260" y="110" width="280" height="580" rx="40" fill="#fff2"/>` +
    socketFace(400, 255, 110) +
    socketFace(400, 545, 110),
  switch: (c) =>
    plate(c) +
    rect(260, 260, 280, 280, c, 20) +
    rect(260, 260, 280, 140, "#fff4", 20) +
    rect(380, 470, 40, 14, "#8a8f94", 6),
  doubleswitch: (c) =>
    plate(c) +
    rect(250, 260, 145, 280, c, 18) +
    rect(405, 260, 145, 280, c, 18) +
    rect(250, 260, 145, 140, "#fff4", 18) +
    rect(405, 260, 145, 140, "#fff4", 18),
  ceilinglamp: (c) =>
    `<path d="M180 420L100 660H700L620 420Z" fill="#ffe98a" opacity=".45"/>` +
    rect(120, 180, 560, 24, "#d4d8dc") +
    ellipse(400, 340, 270, 90, c) +
    ellipse(400, 370, 250, 75, "#fff6cc"),
  floodlight: (c) =>
    tube("M200 430V600H600V430", STEEL_DARK, 22, "butt") +
    rect(400 - 25, 590, 50, 60, STEEL_DARK, 6) +
    rect(190, 200, 420, 320, c, 24) +
    rect(225, 235, 350, 250, "#fff6cc", 10) +
    each(12, (i) => circle(272 + (i % 4) * 85, 285 + Math.floor(i / 4) * 75, 22, "#f3c623")),
  bulb: () =>
    face(
      "M400 130A190 190 0 0 1 500 480Q470 510 470 550H330Q330 510 300 480A190 190 0 0 1 400 130Z",
      "#fff6cc",
    ) +
    `<path d="M360 470V380L400 330L440 380V470" fill="none" stroke="#c9a544" stroke-width="10"/>` +
    rect(330, 550, 140, 100, STEEL, 10) +
    each(3, (i) => `<path d="M330 ${575 + i * 25}h140" stroke="${STEEL_DARK}" stroke-width="8"/>`) +
    face("M360 650H440L420 690H380Z", RUBBER),
  cablereel: (c) =>
    tube("M400 150V220", RUBBER, 30) +
    circle(400, 420, 240, RUBBER) +
    circle(400, 420, 190, c) +
    each(
      4,
      (i) => `<circle cx="400" cy="420" r="${170 - i * 25}" fill="none" stroke="#0003" stroke-width="6"/>`,
    ) +
    circle(400, 420, 80, RUBBER) +
    circle(400, 420, 50, WHITE) +
    circle(385, 420, 8, RUBBER) +
    circle(415, 420, 8, RUBBER),
  powerstrip: (c) =>
    grow(
      1.15,

      rect(120, 330, 520, 150, c, 30) +
        `<rect x="120" y="330" width="520" height="150" rx="30" fill="#fff2"/>` +
        each(
          4,
          (i) =>
            circle(200 + i * 100, 405, 40, "#8a8f9459") +
            circle(186 + i * 100, 405, 9, RUBBER) +
            circle(214 + i * 100, 405, 9, RUBBER),
        ) +
        rect(585, 375, 40, 60, "#c0392b", 8) +
        `<path d="M120 405Q70 405 80 520Q90 640 250 620" fill="none" stroke="${RUBBER}" stroke-width="18"/>` +
        rect(240, 590, 80, 60, RUBBER, 12),
    ),
  distbox: (c) =>
    rect(170, 150, 460, 500, WHITE, 24) +
    rect(210, 250, 380, 300, "#dfe3e7", 12) +
    each(6, (i) => rect(225 + i * 60, 300, 50, 200, WHITE, 6) + rect(235 + i * 60, 370, 30, 50, c, 4)) +
    rect(190, 180, 420, 40, "#0001", 10),
  stabiliser: (c) =>
    rect(200, 160, 400, 480, c, 30) +
    `<rect x="200" y="160" width="400" height="480" rx="30" fill="#fff3"/>` +
    rect(260, 220, 280, 130, RUBBER, 14) +
    `<path d="M300 250v70h40M300 285h40v35M380 250h40v70h-40M460 250h40v35h-40v35h40" fill="none" stroke="#59d36b" stroke-width="12"/>` +
    circle(320, 440, 40, RUBBER) +
    circle(480, 440, 40, RUBBER) +
    each(
      5,
      (i) => `<path d="M${270 + i * 65} 550v50" stroke="#0005" stroke-width="14" stroke-linecap="round"/>`,
    ),
  conduit: (c) =>
    tube("M150 560Q150 260 400 260Q650 260 650 560", c, 90) +
    `<path d="M150 560Q150 260 400 260Q650 260 650 560" fill="none" stroke="#0004" stroke-width="90" stroke-dasharray="10 16"/>`,
  trunking: () =>
    box(150, 230, 150, 110, 380, 230, "#f1f3f5") +
    rect(170, 480, 110, 70, "#c9ced3", 4) +
    `<path d="M150 480H300" stroke="${INK}" stroke-width="10"/>` +
    `<path d="M150 468H300" stroke="#aab0b6" stroke-width="6"/>`,
};
