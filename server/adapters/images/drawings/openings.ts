import {
  BRASS,
  CHROME,
  circle,
  type Drawing,
  each,
  face,
  GLASS,
  grow,
  INK,
  rect,
  RUBBER,
  STEEL,
  STEEL_DARK,
  tube,
  WHITE,
} from "./kit.ts";

export const OPENINGS: Record<string, Drawing> = {
  metaldoor: (c) =>
    rect(220, 120, 360, 560, "#4d5359", 6) +
    rect(245, 145, 310, 535, c, 4) +
    `<rect x="285" y="190" width="230" height="190" fill="#0002"/><rect x="285" y="420" width="230" height="210" fill="#0002"/>` +
    rect(500, 380, 30, 110, CHROME, 8) +
    circle(515, 520, 12, RUBBER) +
    circle(400, 230, 12, RUBBER),
  window: () =>
    rect(170, 150, 460, 500, WHITE, 8) +
    rect(200, 180, 190, 440, GLASS) +
    rect(410, 180, 190, 440, GLASS) +
    `<path d="M230 300L300 220M250 380L350 260M440 300L510 220M460 380L560 260" stroke="#fff" stroke-width="14" opacity=".8"/>` +
    rect(370, 360, 20, 70, "#e0e3e6", 6) +
    rect(150, 640, 500, 30, WHITE, 6),
  handle: (c) =>
    grow(
      1.35,
      circle(270, 400, 110, c) +
        `<circle cx="270" cy="400" r="110" fill="#fff3"/>` +
        face("M250 360H620Q660 360 660 400Q660 440 620 440H250Z", c) +
        `<path d="M300 380H610" stroke="#fff" stroke-opacity=".45" stroke-width="14" stroke-linecap="round"/>` +
        circle(270, 400, 50, c),
    ),
  mortiselock: (c) =>
    rect(330, 130, 80, 540, c, 10) +
    rect(410, 200, 240, 400, STEEL, 10) +
    rect(330, 180, 60, 70, STEEL_DARK, 20) +
    rect(330, 400, 60, 80, STEEL_DARK, 8) +
    circle(530, 300, 36, "#4d5359") +
    face("M500 420H560L575 520H485Z", "#4d5359") +
    circle(530, 420, 40, "#4d5359") +
    circle(360, 150, 10, RUBBER) +
    circle(360, 650, 10, RUBBER),
  cylinder: (c) =>
    tube("M210 350H120", BRASS, 30, "butt") +
    face("M80 320H130V380H80Z", BRASS) +
    face("M180 350A60 60 0 0 1 240 290H560A60 60 0 0 1 620 350V390H180Z", c) +
    `<path d="M230 320H570" stroke="#fff" stroke-opacity=".5" stroke-width="16" stroke-linecap="round"/>` +
    face("M195 390H370V470Q370 500 340 500H225Q195 500 195 470Z", c) +
    face("M430 390H605V470Q605 500 575 500H460Q430 500 430 470Z", c) +
    face("M370 390H430V520H370Z", STEEL_DARK),
  hinge: (c) =>
    rect(180, 200, 210, 400, c, 10) +
    rect(410, 200, 210, 400, c, 10) +
    `<rect x="180" y="200" width="210" height="400" fill="#0002"/>` +
    each(3, (i) => circle(285, 280 + i * 120, 22, "#0005") + circle(515, 280 + i * 120, 22, "#0005")) +
    rect(370, 170, 60, 460, c, 30) +
    `<path d="M400 290v20M400 490v20" stroke="${INK}" stroke-width="8"/>`,
  mosquitonet: (c) =>
    rect(190, 140, 420, 520, c, 10) +
    rect(225, 175, 350, 450, "#d8dde2") +
    each(17, (i) => `<path d="M${245 + i * 20} 175V625" stroke="#8a8f94" stroke-width="3"/>`) +
    each(22, (i) => `<path d="M225 ${195 + i * 20}H575" stroke="#8a8f94" stroke-width="3"/>`) +
    rect(170, 240, 30, 60, c, 6) +
    rect(600, 500, 30, 60, c, 6),
  blinds: (c) =>
    rect(150, 140, 500, 40, c, 8) +
    each(10, (i) => face(`M165 ${205 + i * 44}H635L620 ${235 + i * 44}H180Z`, c)) +
    `<path d="M260 180V640M540 180V640" stroke="${INK}" stroke-width="6"/>` +
    tube("M610 180V430", CHROME, 10) +
    rect(140, 630, 520, 20, c, 6),
  rollerblind: (c) =>
    rect(150, 140, 500, 60, CHROME, 30) +
    rect(180, 200, 440, 400, c) +
    `<rect x="180" y="200" width="440" height="80" fill="#0002"/>` +
    rect(170, 590, 460, 30, CHROME, 10) +
    `<path d="M660 170V520M680 170V520" stroke="${STEEL}" stroke-width="6" stroke-dasharray="8 8"/>`,
  garagegate: (c) =>
    rect(120, 160, 560, 470, "#8a8f94", 4) +
    each(
      4,
      (i) =>
        rect(150, 190 + i * 110, 500, 110, c) +
        `<path d="M150 ${245 + i * 110}H650" stroke="#0003" stroke-width="10"/>`,
    ) +
    rect(370, 560, 60, 24, "#4d5359", 6),
};
