import {
  circle,
  cylinder,
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
  WOOD,
} from "./kit.ts";

export const GARDEN: Record<string, Drawing> = {
  wheelbarrow: (c) =>
    tube("M110 260L300 470H560M300 470L270 620", STEEL_DARK, 20) +
    face("M160 290H570L510 470H270Z", c) +
    `<rect x="160" y="290" width="410" height="30" fill="#0002"/>` +
    tube("M600 540L520 450", STEEL_DARK, 16) +
    circle(600, 540, 80, RUBBER) +
    circle(600, 540, 28, STEEL) +
    tube("M110 260L80 250", RUBBER, 24),
  shovel: (c) =>
    turn(
      35,
      tube("M400 110V450", WOOD, 34, "butt") +
        rect(340, 90, 120, 40, RUBBER, 20) +
        rect(375, 430, 50, 70, STEEL_DARK, 6) +
        face("M290 490H510V620Q510 690 400 720Q290 690 290 620Z", c),
    ),
  hose: (c) =>
    each(
      4,
      (i) =>
        `<ellipse cx="${380 + i * 6}" cy="${390 + i * 8}" rx="${220 - i * 30}" ry="${200 - i * 28}" fill="none" stroke="${INK}" stroke-width="48"/><ellipse cx="${380 + i * 6}" cy="${390 + i * 8}" rx="${220 - i * 30}" ry="${200 - i * 28}" fill="none" stroke="${c}" stroke-width="32"/>`,
    ) +
    tube("M560 480Q660 560 640 640", c, 32, "butt") +
    rect(600, 620, 70, 50, "#e5b931", 10) +
    face("M610 665L625 700H655L665 665Z", "#e5b931"),
  solarlamp: (c) =>
    tube("M400 470V680", c, 30, "butt") +
    face("M385 680L400 720L415 680Z", c) +
    rect(300, 300, 200, 180, "#fff6cc", 20) +
    `<circle cx="400" cy="390" r="60" fill="#ffe98a" opacity=".8"/>` +
    face("M270 300L310 230H490L530 300Z", c) +
    face("M320 245L330 220H470L480 245Z", "#27457a") +
    `<path d="M363 222l-4 22M400 222v22M437 222l4 22" stroke="#6d8fc7" stroke-width="4"/>` +
    rect(285, 470, 230, 26, c, 8),
  tank: (c) =>
    cylinder(400, 200, 220, 60, 420, c) +
    each(
      3,
      (i) =>
        `<path d="M180 ${330 + i * 100}A220 60 0 0 0 620 ${330 + i * 100}" fill="none" stroke="#0003" stroke-width="14"/>`,
    ) +
    ellipse(400, 195, 90, 26, c) +
    `<ellipse cx="400" cy="195" rx="90" ry="26" fill="#0003"/>` +
    rect(600, 560, 60, 40, STEEL, 8),
};
