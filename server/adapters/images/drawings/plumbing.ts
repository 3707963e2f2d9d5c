import {
  BRASS,
  CHROME,
  circle,
  cylinder,
  type Drawing,
  each,
  ellipse,
  face,
  GLASS,
  INK,
  rect,
  RUBBER,
  STEEL,
  STEEL_DARK,
  tube,
  WHITE,
} from "./kit.ts";

const sink = (body: string) =>
  rect(130, 220, 540, 360, body, 30) +
  `<rect x="130" y="220" width="540" height="360" rx="30" fill="#ffffff26"/>` +
  rect(170, 260, 270, 280, body, 26) +
  `<rect x="170" y="260" width="270" height="280" rx="26" fill="#0004"/>` +
  circle(305, 400, 26, STEEL_DARK) +
  each(
    5,
    (i) => `<path d="M480 ${290 + i * 52}h150" stroke="#0005" stroke-width="12" stroke-linecap="round"/>`,
  ) +
  circle(555, 250, 16, "#0000");

export const PLUMBING: Record<string, Drawing> = {
  toilet: (c) =>
    rect(470, 170, 160, 250, WHITE, 18) +
    rect(525, 150, 60, 26, c, 8) +
    face("M190 420H620V470Q610 560 520 575L530 640H330L345 575Q200 555 190 470Z", WHITE) +
    rect(175, 395, 455, 34, WHITE, 17) +
    `<path d="M260 470Q300 530 420 530" fill="none" stroke="#c7ccd1" stroke-width="10" stroke-linecap="round"/>`,
  walltoilet: (c) =>
    rect(600, 130, 80, 540, "#d4d8dc") +
    rect(590, 190, 90, 140, c, 10) +
    `<path d="M615 215h40M615 255h40" stroke="#fff9" stroke-width="14" stroke-linecap="round"/>` +
    face("M200 390H600V520Q540 575 440 575Q260 575 220 470Z", WHITE) +
    rect(185, 368, 420, 34, WHITE, 17) +
    `<path d="M270 460Q310 520 430 520" fill="none" stroke="#c7ccd1" stroke-width="10" stroke-linecap="round"/>`,
  washbasin: () =>
    face("M350 470H450L470 650H330Z", WHITE) +
    face("M140 300H660V340Q650 480 400 490Q150 480 140 340Z", WHITE) +
    `<ellipse cx="400" cy="330" rx="210" ry="30" fill="#e4e8eb"/>` +
    tube("M400 300V230H460V250", CHROME, 26) +
    rect(375, 205, 50, 20, CHROME, 6),
  bathtub: () =>
    face("M120 330H680V380Q670 560 540 560H260Q130 560 120 380Z", WHITE) +
    rect(105, 310, 590, 40, WHITE, 14) +
    rect(200, 555, 50, 80, CHROME, 10) +
    rect(550, 555, 50, 80, CHROME, 10) +
    tube("M600 310V240H540V265", CHROME, 24) +
    `<path d="M220 420Q400 470 580 420" fill="none" stroke="#e4e8eb" stroke-width="14" stroke-linecap="round"/>`,
  showercabin: () =>
    rect(190, 570, 420, 60, WHITE, 10) +
    rect(200, 150, 400, 420, GLASS) +
    `<rect x="200" y="150" width="400" height="420" fill="#fff" opacity=".35"/>` +
    `<path d="M400 150V570M260 200L330 300M450 200L540 330" stroke="#fff" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M400 150V570" stroke="${CHROME}" stroke-width="14"/>` +
    rect(190, 140, 420, 22, CHROME, 6) +
    rect(200, 160, 24, 410, CHROME) +
    rect(576, 160, 24, 410, CHROME) +
    tube("M300 200V230", CHROME, 10) +
    ellipse(300, 245, 45, 16, CHROME) +
    rect(410, 330, 16, 100, CHROME, 8),
  basinmixer: (c) =>
    rect(270, 600, 260, 44, c, 14) +
    rect(330, 330, 140, 275, c, 40) +
    `<rect x="350" y="350" width="30" height="230" rx="15" fill="#fff" opacity=".35"/>` +
    face("M450 360H640Q660 360 660 385V440H610V410H450Z", c) +
    rect(612, 440, 46, 22, INK, 4) +
    tube("M400 330L300 190", c, 34) +
    `<path d="M635 480v60M615 500v50M655 500v40" stroke="#6fb7e6" stroke-width="10" stroke-linecap="round"/>`,
  kitchenmixer: (c) =>
    rect(300, 590, 200, 40, c, 12) +
    rect(355, 380, 90, 215, c, 20) +
    tube("M400 390V260Q400 170 490 170Q580 170 580 260V300", c, 40, "butt") +
    rect(555, 295, 50, 22, INK, 4) +
    tube("M445 420L540 380", c, 24),
  bathmixer: (c) =>
    rect(130, 330, 40, 120, "#d4d8dc") +
    tube("M170 390H220M580 390H630", CHROME, 20, "butt") +
    rect(215, 340, 370, 100, c, 50) +
    tube("M400 440V500H300", c, 34, "butt") +
    rect(365, 280, 70, 60, c, 10) +
    tube("M400 280L470 220", c, 22) +
    `<path d="M585 420Q700 460 650 560Q600 640 520 600" fill="none" stroke="${STEEL_DARK}" stroke-width="16"/>` +
    face("M470 560L520 600L480 650L420 620Z", CHROME),
  towelrail: (c) =>
    tube("M260 170V630M540 170V630", c, 40) +
    each(5, (i) => tube(`M260 ${230 + i * 90}H540`, c, 26)) +
    rect(235, 630, 50, 30, CHROME, 6) +
    rect(515, 630, 50, 30, CHROME, 6),
  siphon: (c) =>
    ellipse(330, 170, 110, 26, CHROME) +
    tube("M330 190V330", "#e8eaec", 60, "butt") +
    rect(275, 315, 110, 34, c, 10) +
    rect(250, 345, 160, 250, "#e8eaec", 40) +
    tube("M410 420H640", "#e8eaec", 60, "butt") +
    rect(420, 390, 40, 60, c, 8),
  installation: (c) =>
    tube("M230 140V620M570 140V620", STEEL, 30, "butt") +
    tube("M230 170H570M230 460H570", STEEL, 26, "butt") +
    tube("M180 620H280M520 620H620", STEEL, 24, "butt") +
    rect(290, 200, 220, 210, "#3b7dd8", 16) +
    rect(340, 240, 120, 90, c, 10) +
    `<path d="M400 245v80" stroke="#fff9" stroke-width="8"/>` +
    tube("M320 470V560M480 470V560", WHITE, 36, "butt"),
  waterheater: (c) =>
    face("M240 220Q240 140 400 140Q560 140 560 220V560Q560 640 400 640Q240 640 240 560Z", WHITE) +
    rect(330, 300, 140, 90, c, 14) +
    rect(355, 320, 90, 40, "#173a2a", 6) +
    tube("M340 650V690M460 650V690", STEEL, 20, "butt") +
    rect(320, 650, 40, 20, "#2e6fb5", 4) +
    rect(440, 650, 40, 20, "#c0392b", 4),
  boiler: (c) =>
    rect(230, 140, 340, 470, WHITE, 24) +
    rect(260, 440, 280, 120, c, 12) +
    rect(290, 460, 120, 60, "#173a2a", 6) +
    `<path d="M350 505c-30-25 0-45 0-75 25 25 40 50 0 75z" fill="#ef7f1a"/>` +
    circle(480, 500, 26, WHITE) +
    tube("M290 610V670M360 610V670M440 610V670M510 610V670", STEEL, 18, "butt"),
  steelsink: () => sink(CHROME),
  granitesink: (c) => sink(c),
  radiator: () =>
    each(6, (i) => rect(175 + i * 75, 200, 70, 400, WHITE, 26)) +
    each(
      6,
      (i) => `<path d="M${195 + i * 75} 250v300M${225 + i * 75} 250v300" stroke="#e0e4e8" stroke-width="8"/>`,
    ) +
    tube("M150 250H175M150 550H175", CHROME, 24, "butt"),
  panelradiator: () =>
    rect(150, 230, 500, 330, WHITE, 14) +
    each(14, (i) => `<path d="M${185 + i * 33} 290V530" stroke="#dfe3e7" stroke-width="10"/>`) +
    rect(150, 230, 500, 40, WHITE, 10) +
    each(12, (i) => `<rect x="${180 + i * 38}" y="242" width="24" height="16" rx="4" fill="#c7ccd1"/>`) +
    tube("M200 560V610M600 560V610", CHROME, 22, "butt"),
  watermeter: (c) =>
    tube("M150 470H650", BRASS, 70, "butt") +
    rect(140, 430, 40, 80, BRASS, 6) +
    rect(620, 430, 40, 80, BRASS, 6) +
    cylinder(400, 290, 150, 50, 150, BRASS, BRASS) +
    ellipse(400, 290, 125, 40, c) +
    ellipse(400, 290, 100, 30, WHITE) +
    `<rect x="340" y="278" width="120" height="22" fill="${RUBBER}"/>`,
  circpump: (c) =>
    tube("M140 520H660", STEEL_DARK, 60, "butt") +
    rect(120, 480, 50, 80, STEEL, 6) +
    rect(630, 480, 50, 80, STEEL, 6) +
    rect(300, 430, 200, 150, STEEL_DARK, 30) +
    cylinder(400, 230, 120, 40, 200, c) +
    rect(440, 280, 90, 80, RUBBER, 10),
  subpump: (c) =>
    tube("M400 130V180", STEEL_DARK, 30, "butt") +
    tube("M330 150H470", STEEL, 16) +
    rect(310, 180, 180, 80, c, 20) +
    rect(320, 255, 160, 380, CHROME, 20) +
    each(6, (i) => `<path d="M345 ${470 + i * 22}h110" stroke="${STEEL_DARK}" stroke-width="10"/>`) +
    `<path d="M490 210Q600 260 590 420" fill="none" stroke="${RUBBER}" stroke-width="14"/>`,
  pumpstation: (c) =>
    rect(160, 400, 480, 190, c, 95) +
    `<rect x="160" y="400" width="480" height="190" rx="95" fill="#fff2"/>` +
    tube("M220 585V640M580 585V640", STEEL_DARK, 16, "butt") +
    rect(290, 260, 200, 140, STEEL_DARK, 20) +
    rect(230, 280, 70, 100, c, 14) +
    circle(560, 310, 50, WHITE) +
    `<path d="M560 310l25-25" stroke="${INK}" stroke-width="8"/>` +
    tube("M560 360V400", BRASS, 18, "butt"),
  filter: (c) =>
    tube("M140 220H660", BRASS, 44, "butt") +
    rect(290, 180, 220, 90, WHITE, 14) +
    face("M305 270H495V590Q495 640 400 640Q305 640 305 590Z", c) +
    `<path d="M305 270H495V590Q495 640 400 640Q305 640 305 590Z" fill="#fff5"/>` +
    rect(345, 300, 110, 290, "#f3ead7", 20) +
    each(6, (i) => `<path d="M360 ${330 + i * 42}h80" stroke="#d8c7a3" stroke-width="10"/>`),
  osmosis: (c) =>
    rect(120, 200, 380, 40, WHITE, 10) +
    each(3, (i) => rect(135 + i * 125, 240, 100, 300, i === 1 ? "#e9f4fa" : c, 30)) +
    each(3, (i) => `<rect x="${135 + i * 125}" y="240" width="100" height="300" rx="30" fill="#fff5"/>`) +
    cylinder(600, 330, 80, 24, 250, WHITE) +
    tube("M600 330V250H520", "#2e6fb5", 12),
};
