import { BRASS, circle, type Drawing, each, ellipse, face, grow, INK, rect, STEEL, tube } from "./kit.ts";

export const PIPES: Record<string, Drawing> = {
  elbow: (c) =>
    tube("M260 640V420Q260 300 380 300H600", c, 110, "butt") +
    rect(190, 560, 140, 110, c, 10) +
    rect(540, 230, 110, 140, c, 10) +
    `<rect x="540" y="230" width="110" height="140" rx="10" fill="#0002"/>` +
    ellipse(650, 300, 22, 56, "#0004"),
  tee: (c) =>
    tube("M170 330H630", c, 110, "butt") +
    tube("M400 360V620", c, 110, "butt") +
    rect(130, 255, 110, 150, c, 10) +
    rect(560, 255, 110, 150, c, 10) +
    rect(325, 540, 150, 100, c, 10) +
    `<rect x="325" y="540" width="150" height="100" rx="10" fill="#0002"/>`,
  coupling: (c) =>
    grow(
      1.4,
      rect(180, 310, 260, 180, c, 24) +
        `<rect x="180" y="310" width="260" height="180" rx="24" fill="#fff3"/>` +
        rect(440, 330, 180, 140, BRASS) +
        each(7, (i) => `<path d="M${465 + i * 22} 335v130" stroke="#8d7326" stroke-width="8"/>`) +
        ellipse(180, 400, 30, 80, "#0004"),
    ),
  pipecoil: (c) =>
    each(
      4,
      (i) =>
        `<ellipse cx="400" cy="${400 + i * 12}" rx="${250 - i * 6}" ry="${170 - i * 4}" fill="none" stroke="${INK}" stroke-width="52"/>`,
    ) +
    each(
      4,
      (i) =>
        `<ellipse cx="400" cy="${400 + i * 12}" rx="${250 - i * 6}" ry="${170 - i * 4}" fill="none" stroke="${c}" stroke-width="36"/>`,
    ) +
    tube("M600 520L690 600", c, 36, "butt"),
  sewerpipe: (c) =>
    tube("M150 450L560 300", c, 120, "butt") +
    face("M520 220L600 190L680 410L600 440Z", c, "#0002") +
    ellipse(640, 315, 45, 122, c) +
    `<ellipse cx="640" cy="315" rx="28" ry="92" fill="#0005"/>` +
    ellipse(150, 450, 30, 62, "#0004"),
  ballvalve: (c) =>
    rect(150, 400, 130, 130, BRASS) +
    rect(520, 400, 130, 130, BRASS) +
    each(
      4,
      (i) => `<path d="M${170 + i * 30} 405v120M${540 + i * 30} 405v120" stroke="#8d7326" stroke-width="7"/>`,
    ) +
    rect(260, 380, 280, 170, BRASS, 40) +
    rect(375, 300, 50, 90, BRASS) +
    face("M330 250H650Q675 250 675 275V300H330Z", c) +
    circle(400, 275, 22, STEEL),
  steelpipes: (c) => {
    const at = [
      [240, 560],
      [380, 560],
      [520, 560],
      [310, 440],
      [450, 440],
      [380, 320],
    ] as const;
    const body = ([x, y]: readonly [number, number]) =>
      face(
        `M${x - 33} ${y - 50}L${x + 117} ${y - 150}L${x + 183} ${y - 50}L${x + 33} ${y + 50}Z`,
        STEEL,
        "#0002",
      );
    return (
      [...at].reverse().map(body).join("") +
      at.map(([x, y], i) => circle(x, y, 60, i === 5 ? c : STEEL) + circle(x, y, 42, "#4d5359")).join("")
    );
  },
};
