import {
  box,
  CHROME,
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
  turn,
  WHITE,
  WOOD,
} from "./kit.ts";

/** A pistol-grip power tool: body colour c, black grip; the nose (chuck and bit) drawn after. */
const pistol = (c: string, grip: string) =>
  face("M300 370L250 600H360L400 370Z", RUBBER) +
  face("M180 290Q180 220 250 220H520L560 250V360L520 390H250Q180 390 180 330Z", c) +
  `<path d="M200 250h90" stroke="#fff6" stroke-width="14" stroke-linecap="round"/>` +
  rect(395, 385, 26, 60, RUBBER, 8) +
  grip;

export const TOOLS: Record<string, Drawing> = {
  impactdrill: (c) =>
    pistol(c, rect(235, 590, 140, 50, c, 14)) +
    face("M560 260L650 275V335L560 350Z", STEEL_DARK) +
    tube("M650 305H740", STEEL, 16, "butt") +
    `<path d="M300 640Q300 700 220 700" fill="none" stroke="${RUBBER}" stroke-width="18"/>`,
  cordless: (c) =>
    pistol(c, rect(215, 590, 180, 80, RUBBER, 14) + rect(215, 590, 180, 24, c, 8)) +
    face("M560 265L640 280V330L560 345Z", RUBBER) +
    tube("M640 305H720", STEEL, 12, "butt"),
  rotaryhammer: (c) =>
    tube("M190 250Q120 250 120 330V470Q120 530 200 530H260", RUBBER, 40) +
    face("M190 230H520L560 260V370L520 400H190Z", c) +
    face("M200 400H330V520H200Z", c) +
    rect(560, 270, 60, 90, RUBBER, 14) +
    tube("M620 315H730", STEEL, 20, "butt") +
    face("M730 300L770 315L730 330Z", STEEL),
  grinder: (c) =>
    rect(150, 320, 340, 120, c, 56) +
    `<path d="M200 345h120" stroke="#fff6" stroke-width="14" stroke-linecap="round"/>` +
    each(4, (i) => `<path d="M${190 + i * 26} 390v30" stroke="#0005" stroke-width="10"/>`) +
    face("M470 320H560V440H470Z", STEEL_DARK) +
    ellipse(600, 390, 60, 190, "#4d5359") +
    face("M560 200Q680 240 680 390L610 390Q610 270 560 250Z", STEEL) +
    tube("M520 320L470 200", RUBBER, 44),
  welder: (c) =>
    tube("M280 230Q280 150 400 150Q520 150 520 230", RUBBER, 26) +
    rect(180, 230, 440, 380, c, 30) +
    rect(220, 270, 180, 110, RUBBER, 12) +
    `<path d="M250 300v50h30M300 300h30v50h-30M350 300v50" fill="none" stroke="#59d36b" stroke-width="10"/>` +
    circle(500, 325, 50, RUBBER) +
    `<path d="M500 325l30-30" stroke="${WHITE}" stroke-width="10"/>` +
    circle(270, 520, 34, RUBBER) +
    circle(400, 520, 34, RUBBER) +
    `<path d="M400 540Q420 660 560 660H680" fill="none" stroke="${RUBBER}" stroke-width="18"/>`,
  electrodes: (c) =>
    each(5, (i) =>
      turn(
        -12 + i * 6,
        tube(`M400 560V${210 + (i % 2) * 30}`, "#b8b2a2", 18, "butt") +
          tube(`M400 ${210 + (i % 2) * 30}V${180 + (i % 2) * 30}`, STEEL, 10, "butt"),
        400,
        620,
      ),
    ) +
    box(230, 380, 300, 250, 70, 40, c) +
    rect(270, 470, 220, 90, WHITE, 8),
  hammer: (c) =>
    turn(
      -30,
      rect(370, 300, 60, 360, WOOD, 24) +
        rect(365, 480, 70, 190, c, 26) +
        face("M230 220H470Q470 170 520 150L600 200Q520 220 520 300H470V320H230Z", STEEL) +
        rect(230, 220, 60, 100, STEEL_DARK, 8),
    ),
  sledge: () =>
    turn(
      -30,
      rect(375, 300, 50, 380, WOOD, 22) +
        box(250, 170, 260, 150, 40, 30, STEEL_DARK) +
        rect(375, 560, 50, 120, RUBBER, 20),
    ),
  toolbox: (c) =>
    tube("M320 250V190H480V250", RUBBER, 28, "butt") +
    rect(150, 250, 500, 370, c, 30) +
    rect(150, 250, 500, 120, c, 30) +
    `<rect x="150" y="250" width="500" height="120" rx="30" fill="#fff3"/>` +
    rect(220, 340, 70, 60, CHROME, 10) +
    rect(510, 340, 70, 60, CHROME, 10),
  tapemeasure: (c) =>
    face("M470 430H700V500H470Z", "#f3c623") +
    each(
      6,
      (i) => `<path d="M${500 + i * 35} 430v${i % 2 ? 24 : 40}" stroke="${RUBBER}" stroke-width="7"/>`,
    ) +
    rect(690, 420, 24, 90, STEEL_DARK, 4) +
    rect(150, 200, 360, 360, c, 80) +
    circle(330, 380, 110, RUBBER) +
    circle(330, 380, 40, c) +
    rect(360, 540, 150, 50, RUBBER, 10),
  spiritlevel: (c) =>
    rect(100, 330, 600, 140, c, 14) +
    `<rect x="100" y="330" width="600" height="45" rx="14" fill="#fff3"/>` +
    rect(350, 360, 100, 80, RUBBER, 10) +
    ellipse(400, 400, 36, 22, "#9be07a") +
    rect(150, 360, 80, 80, RUBBER, 40) +
    ellipse(190, 400, 22, 22, "#9be07a") +
    rect(570, 365, 80, 70, "#0003", 35),
  laserlevel: (c) =>
    `<path d="M400 380L110 330M400 380L690 330M400 380V120" stroke="#3ee05a" stroke-width="10"/>` +
    `<path d="M400 380L110 330M400 380L690 330" stroke="#3ee05a" stroke-width="30" opacity=".25"/>` +
    tube("M400 560L260 690M400 560L540 690M400 560V690", STEEL_DARK, 14) +
    rect(290, 280, 220, 240, c, 30) +
    rect(335, 320, 130, 120, RUBBER, 20) +
    circle(400, 380, 30, "#3ee05a") +
    rect(340, 515, 120, 50, RUBBER, 10),
  screwdrivers: (c) =>
    each(4, (i) =>
      turn(
        -24 + i * 16,
        tube("M400 130V300", STEEL, 18, "butt") +
          face("M390 110h20v20h-20z", STEEL) +
          rect(355, 300, 90, 300, i % 2 ? RUBBER : c, 30) +
          rect(355, 300, 90, 80, i % 2 ? c : RUBBER, 20),
        400,
        620,
      ),
    ),
  wrench: (c) =>
    turn(
      -40,
      rect(360, 330, 80, 350, STEEL, 30) +
        rect(365, 480, 70, 190, c, 26) +
        face("M300 330V200Q300 120 380 110V220H420V110Q500 120 500 200V330Z", STEEL) +
        rect(370, 280, 60, 40, STEEL_DARK, 10),
    ),
  ladder: (c) =>
    tube("M330 150L190 660M470 150L610 660", STEEL, 30, "butt") +
    tube("M350 170L480 660", STEEL, 22, "butt") +
    each(4, (i) => tube(`M${310 - i * 34} ${260 + i * 110}H${490 + i * 34}`, STEEL, 22, "butt")) +
    rect(300, 130, 200, 50, c, 10),
  mixer: (c) =>
    tube("M230 640L400 430L570 640", STEEL_DARK, 22, "butt") +
    circle(230, 640, 50, RUBBER) +
    circle(230, 640, 18, STEEL) +
    face("M250 420Q250 240 420 230L560 250Q600 330 560 420L440 560Q300 560 250 420Z", c) +
    `<path d="M290 330Q400 300 520 330M280 420Q400 390 530 420" fill="none" stroke="#0003" stroke-width="18"/>` +
    face("M520 240L620 190Q660 260 620 330L560 330Z", c, "#0002") +
    ellipse(610, 260, 36, 72, "#4d5359") +
    tube("M440 560L470 640", STEEL_DARK, 18),
  jigsaw: (c) =>
    face("M180 260Q180 200 240 200H560Q620 200 620 260V400H180Z", c) +
    `<path d="M260 260H520" stroke="${RUBBER}" stroke-width="50" stroke-linecap="round"/>` +
    rect(150, 400, 500, 40, STEEL, 8) +
    face("M520 440H560L555 640H530Z", STEEL_DARK) +
    each(6, (i) => `<path d="M530 ${460 + i * 30}l-14 12" stroke="${STEEL_DARK}" stroke-width="8"/>`),
  circularsaw: (c) =>
    circle(420, 440, 200, CHROME) +
    each(24, (i) => {
      const a = (i * Math.PI * 2) / 24;
      return `<path d="M${420 + Math.cos(a) * 200} ${440 + Math.sin(a) * 200}l${Math.cos(a + 1.2) * 30} ${Math.sin(a + 1.2) * 30}" stroke="${INK}" stroke-width="8"/>`;
    }) +
    face("M220 440A200 200 0 0 1 620 440H560A140 140 0 0 0 280 440Z", c) +
    tube("M300 270Q400 180 500 260", RUBBER, 36) +
    rect(150, 430, 530, 30, STEEL_DARK, 6) +
    circle(420, 440, 30, STEEL_DARK),
  cutdisc: (c) =>
    circle(400, 400, 250, "#3f4246") +
    each(
      5,
      (i) => `<circle cx="400" cy="400" r="${130 + i * 24}" fill="none" stroke="#fff1" stroke-width="6"/>`,
    ) +
    circle(400, 400, 110, c) +
    circle(400, 400, 40, STEEL) +
    circle(400, 400, 22, "#f4f5f7"),
  diamonddisc: (c) =>
    each(12, (i) => turn(i * 30, rect(375, 140, 50, 40, "#4d5359", 4))) +
    circle(400, 400, 225, STEEL) +
    each(12, (i) => turn(i * 30 + 15, `<path d="M400 175V215" stroke="#f4f5f7" stroke-width="10"/>`)) +
    circle(400, 400, 110, c) +
    circle(400, 400, 40, STEEL) +
    circle(400, 400, 22, "#f4f5f7"),
};
