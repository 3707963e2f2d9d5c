import {
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
  turn,
} from "./kit.ts";

const ZINC = "#c9ced3";
const YELLOW_ZINC = "#d9c27a";

/** A screw lying diagonally: countersunk head with a cross, threaded shank, point. */
const screw = (metal: string) =>
  grow(
    1.25,
    turn(
      -40,
      face("M375 230H425V560L400 650L375 560Z", metal) +
        each(
          9,
          (i) => `<path d="M370 ${255 + i * 35}L430 ${275 + i * 35}" stroke="${INK}" stroke-width="9"/>`,
        ) +
        face("M300 170H500L430 235H370Z", metal) +
        `<path d="M360 192h80M400 176v30" stroke="${INK}" stroke-width="12"/>`,
    ),
  );

/** A perforated, galvanised part: holes in rows over a shape. */
const holes = (xs: number[], ys: number[], r = 18) =>
  xs.flatMap((x) => ys.map((y) => circle(x, y, r, "#4d5359"))).join("");

export const FASTENERS: Record<string, Drawing> = {
  woodscrew: () => screw(YELLOW_ZINC),
  drywallscrew: () => screw("#4d5359"),
  roofscrew: (c) =>
    grow(
      1.2,
      turn(
        -40,
        face("M375 300H425V560L400 650L375 560Z", ZINC) +
          each(
            7,
            (i) => `<path d="M370 ${325 + i * 35}L430 ${345 + i * 35}" stroke="${INK}" stroke-width="9"/>`,
          ) +
          rect(290, 270, 220, 36, RUBBER, 12) +
          rect(300, 240, 200, 30, ZINC, 8) +
          face("M340 150H460L480 190L460 240H340L320 190Z", c),
      ),
    ),
  nailplug: (c) =>
    grow(
      1.2,
      turn(
        -40,
        face("M370 260H430V620L400 650L370 620Z", c) +
          each(
            6,
            (i) =>
              `<path d="M370 ${320 + i * 50}l-14 20M430 ${320 + i * 50}l14 20" stroke="${INK}" stroke-width="8"/>`,
          ) +
          ellipse(400, 250, 90, 30, c) +
          tube("M400 150V240", ZINC, 30, "butt") +
          ellipse(400, 150, 40, 14, ZINC),
      ),
    ),
  dowel: (c) =>
    grow(
      1.2,
      turn(
        -40,
        face("M350 200H450V560Q400 640 350 560Z", c) +
          each(
            6,
            (i) =>
              `<path d="M350 ${250 + i * 50}h-25l25 30M450 ${250 + i * 50}h25l-25 30" fill="${c}" stroke="${INK}" stroke-width="8"/>`,
          ) +
          `<path d="M400 320V600" stroke="${INK}" stroke-width="10"/>` +
          ellipse(400, 200, 50, 18, "#0004"),
      ),
    ),
  nail: () =>
    grow(
      1.2,
      each(3, (i) =>
        turn(
          -30 + i * 25,
          face("M388 200H412V600L400 650L388 600Z", STEEL) + ellipse(400, 195, 55, 16, STEEL),
          400,
          640,
        ),
      ),
    ),
  anchorbolt: () =>
    grow(
      1.2,
      grow(
        1,
        turn(
          -40,
          face("M375 140H425V620H375Z", ZINC) +
            each(6, (i) => `<path d="M375 ${160 + i * 22}h50" stroke="${INK}" stroke-width="7"/>`) +
            rect(345, 270, 110, 300, STEEL, 8) +
            `<path d="M400 440V570" stroke="${INK}" stroke-width="10"/>` +
            face("M345 570H455L425 640H375Z", ZINC) +
            rect(310, 235, 180, 35, ZINC, 6) +
            rect(330, 190, 140, 50, STEEL_DARK, 6),
        ),
      ),
    ),
  bolt: () =>
    grow(
      1.35,
      turn(
        -40,
        face("M370 270H430V640H370Z", ZINC) +
          each(10, (i) => `<path d="M368 ${400 + i * 24}l64 12" stroke="${INK}" stroke-width="8"/>`) +
          face("M300 180H500V270H300Z", ZINC) +
          `<path d="M366 180V270M434 180V270" stroke="${INK}" stroke-width="8"/>` +
          `<rect x="300" y="180" width="66" height="90" fill="#0002"/>`,
      ),
    ),
  nut: () =>
    face("M160 400L280 192H520L640 400L520 608H280Z", ZINC) +
    face("M160 400L280 192H520L640 400Z", "#0000", "#ffffff40") +
    circle(400, 400, 160, "#dfe3e7") +
    circle(400, 400, 115, "#4d5359") +
    `<circle cx="400" cy="400" r="88" fill="none" stroke="#8a8f94" stroke-width="8" stroke-dasharray="14 10"/>`,
  hoseclamp: () =>
    `<circle cx="380" cy="420" r="200" fill="none" stroke="${INK}" stroke-width="76"/>` +
    `<circle cx="380" cy="420" r="200" fill="none" stroke="${ZINC}" stroke-width="60"/>` +
    `<circle cx="380" cy="420" r="200" fill="none" stroke="#4d5359" stroke-width="22" stroke-dasharray="14 18"/>` +
    rect(470, 160, 170, 110, ZINC, 16) +
    rect(620, 185, 60, 60, STEEL_DARK, 10) +
    `<path d="M640 200v30M650 215h-20" stroke="${INK}" stroke-width="8"/>`,
  cabletie: (c) =>
    `<path d="M330 300Q180 330 200 470Q230 610 400 590Q560 560 530 400" fill="none" stroke="${INK}" stroke-width="44"/>` +
    `<path d="M330 300Q180 330 200 470Q230 610 400 590Q560 560 530 400" fill="none" stroke="${c}" stroke-width="28"/>` +
    rect(320, 250, 90, 80, c, 12) +
    tube("M410 290L680 160", c, 28, "butt"),
  rivet: () =>
    grow(
      1.2,
      turn(
        -40,
        tube("M400 120V640", ZINC, 16, "butt") +
          ellipse(400, 640, 20, 12, ZINC) +
          rect(365, 300, 70, 260, STEEL, 10) +
          ellipse(400, 300, 90, 26, STEEL),
      ),
    ),
  staples: () =>
    face("M160 330L440 190H660L380 330Z", "#dfe3e7") +
    face("M380 330L660 190V450L380 590Z", ZINC, "#0002") +
    each(
      9,
      (i) => `<path d="M${408 + i * 28} ${316 - i * 14}V${576 - i * 14}" stroke="#8a8f94" stroke-width="6"/>`,
    ) +
    face("M160 330H380V590H340V370H200V590H160Z", ZINC),
  bracket: () =>
    face("M200 560L420 440H600L380 560Z", ZINC, "#ffffff40") +
    face("M380 560V220L600 100V440Z", ZINC, "#0002") +
    face("M200 560V220H380V560Z", ZINC) +
    holes([250, 330], [290, 380, 470]) +
    each(3, (i) => circle(430 + i * 55, 260 - i * 30, 16, "#4d5359")),
  plate: () =>
    face("M180 280L540 200H640L280 280Z", "#dfe3e7") +
    rect(160, 280, 480, 240, ZINC, 6) +
    holes([220, 300, 380, 460, 540, 590], [340, 400, 460], 16),
  chemanchor: (c) =>
    turn(
      -30,
      rect(240, 200, 130, 380, "#e8eaec", 20) +
        rect(380, 200, 130, 380, "#e8eaec", 20) +
        rect(240, 300, 270, 180, c, 10) +
        rect(290, 330, 170, 60, "#fff", 8) +
        rect(320, 150, 110, 60, RUBBER, 10) +
        face("M355 150L372 30H382L395 150Z", "#e8eaec") +
        each(
          4,
          (i) =>
            `<path d="M${362 + i * 3} ${130 - i * 25}h${24 - i * 5}" stroke="#8a8f94" stroke-width="6"/>`,
        ),
    ),
};
