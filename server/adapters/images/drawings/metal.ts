import { box, type Drawing, each, ellipse, face, INK, RUBBER, STEEL, STEEL_DARK, tube } from "./kit.ts";

const BLACK_STEEL = "#7d848b";

/** A long profile in perspective: its end section (path at the left) swept up-right by (dx, dy). */
export const METAL: Record<string, Drawing> = {
  profilepipe: (c) =>
    each(2, (j) => {
      const i = 1 - j;
      const x = 140 + i * 160;
      const y = 440 - i * 0;
      return (
        box(x, y - 330, 130, 130, 330, 230, BLACK_STEEL) +
        `<rect x="${x + 20}" y="${y - 80}" width="90" height="90" fill="#4d5359"/>`
      );
    }) + face("M150 560H260V590H150Z", c),
  angle: (c) =>
    face("M160 560L520 320H560L200 560Z", BLACK_STEEL, "#fff3") +
    face("M200 560V440L560 200V320Z", BLACK_STEEL, "#0002") +
    face("M160 560V400H200V520H340V560Z", BLACK_STEEL) +
    face("M200 520L560 280H700L340 520Z", BLACK_STEEL, "#fff3") +
    face("M200 530H330V560H200Z", c),
  channel: (c) =>
    face("M140 600L480 370H640L300 600Z", BLACK_STEEL, "#0002") +
    face("M140 600V420L480 190V370Z", BLACK_STEEL, "#0003") +
    face("M140 420L480 190H520L180 420Z", BLACK_STEEL, "#fff3") +
    face("M140 600V420H180V560H260V420H300V600Z", BLACK_STEEL) +
    face("M260 420L600 190H640L300 420Z", BLACK_STEEL, "#fff3") +
    face("M190 570H250V590H190Z", c),
  metalsheet: (c) =>
    each(3, (j) => {
      const i = 2 - j;
      return box(120, 400 - i * 20, 440, 16, 140, 140, "#b9c0c6");
    }) +
    face("M120 380L260 240H700L560 380Z", "#c9d0d6") +
    `<path d="M200 370L330 250M330 370L460 250" stroke="#fff" stroke-width="34" opacity=".55"/>` +
    face("M140 390H210V410H140Z", c),
  weldmesh: () =>
    each(6, (i) => tube(`M${170 + i * 90} 160L${130 + i * 90} 640`, STEEL_DARK, 10)) +
    each(6, (i) => tube(`M${120} ${190 + i * 90}H${640}`, STEEL_DARK, 10)),
  chainlink: () =>
    `<rect x="150" y="200" width="520" height="400" fill="none"/>` +
    each(
      8,
      (i) =>
        `<path d="M${150 + i * 70} 200L${150 + i * 70 + 200} 600M${150 + i * 70 + 200} 200L${150 + i * 70} 600" stroke="${STEEL}" stroke-width="14"/>`,
    ).replace(
      /^/,
      `<clipPath id="chain"><rect x="200" y="200" width="470" height="400"/></clipPath><g clip-path="url(#chain)">`,
    ) +
    `</g>` +
    tube("M200 180V620", STEEL_DARK, 70) +
    ellipse(200, 180, 35, 14, "#4d5359"),
  wirecoil: () =>
    each(
      8,
      (i) =>
        `<ellipse cx="${400 + (i - 4) * 8}" cy="${400 + ((i * 7) % 5) * 6}" rx="${230 - (i % 3) * 10}" ry="${200 - (i % 4) * 8}" fill="none" stroke="${INK}" stroke-width="24"/><ellipse cx="${400 + (i - 4) * 8}" cy="${400 + ((i * 7) % 5) * 6}" rx="${230 - (i % 3) * 10}" ry="${200 - (i % 4) * 8}" fill="none" stroke="#5f656b" stroke-width="10"/>`,
    ) + tube("M170 400H240M560 400H630", RUBBER, 14),
  fencepost: (c) =>
    box(340, 130, 100, 480, 40, 30, c) +
    face("M330 160L380 120H490L440 160Z", c, "#fff5") +
    each(
      2,
      (i) =>
        `<rect x="440" y="${250 + i * 220}" width="70" height="34" fill="${STEEL}" stroke="${INK}" stroke-width="6"/>`,
    ) +
    face("M280 640H500L540 610H320Z", STEEL_DARK),
  picket: (c) =>
    `<rect x="130" y="260" width="540" height="40" fill="${STEEL_DARK}" stroke="${INK}" stroke-width="6"/><rect x="130" y="500" width="540" height="40" fill="${STEEL_DARK}" stroke="${INK}" stroke-width="6"/>` +
    each(
      5,
      (i) =>
        face(
          `M${150 + i * 105} 640V200Q${150 + i * 105} 150 ${190 + i * 105} 150Q${230 + i * 105} 150 ${230 + i * 105} 200V640Z`,
          c,
        ) + `<path d="M${190 + i * 105} 170V630" stroke="#0003" stroke-width="10"/>`,
    ),
};
