import { CHROME, type Drawing, each, face, INK, OL, rect, RUBBER, STEEL, tube, turn, WHITE } from "./kit.ts";

/** A plastic pail with a wire handle; body and label colours given. */
export function pail(body: string, label: string) {
  return (
    `<path d="M250 200C250 90 550 90 550 200" fill="none" stroke="${INK}" stroke-width="14"/>` +
    face("M245 250H555L530 630H270Z", body) +
    rect(228, 220, 344, 50, body, 12) +
    `<rect x="228" y="220" width="344" height="50" rx="12" fill="#0003"/>` +
    rect(285, 360, 230, 160, WHITE, 10) +
    rect(310, 385, 80, 110, label, 8) +
    `<path d="M410 405h80M410 440h80M410 475h55" stroke="#8a8f94" stroke-width="14" stroke-linecap="round"/>`
  );
}

export const PAINT: Record<string, Drawing> = {
  bucket: (c) => pail(c, c),
  mastic: (c) => pail(RUBBER, c),
  tin: (c) =>
    rect(255, 230, 290, 380, CHROME, 16) +
    `<ellipse cx="400" cy="232" rx="145" ry="30" fill="#e6e9ec" ${OL}/>` +
    `<ellipse cx="400" cy="232" rx="110" ry="20" fill="none" stroke="#8a8f94" stroke-width="8"/>` +
    rect(255, 330, 290, 200, c) +
    `<rect x="300" y="375" width="200" height="60" rx="8" fill="#fff" opacity=".85"/>` +
    `<path d="M320 470h160" stroke="#fff" stroke-opacity=".85" stroke-width="16" stroke-linecap="round"/>`,
  canister: (c) =>
    tube("M440 260V205H540V300", c, 34, "butt") +
    face("M240 280Q240 250 270 250H520Q560 250 560 290V600Q560 630 530 630H270Q240 630 240 600Z", c) +
    rect(272, 185, 80, 66, RUBBER, 8) +
    rect(280, 360, 240, 180, WHITE, 10) +
    `<path d="M310 410h180M310 450h180M310 490h120" stroke="#8a8f94" stroke-width="14" stroke-linecap="round"/>`,
  tintbottle: (c) =>
    face("M330 330Q330 300 360 300H440Q470 300 470 330V610Q470 630 450 630H350Q330 630 330 610Z", WHITE) +
    face("M360 300L385 190H415L440 300Z", c) +
    rect(330, 400, 140, 150, c) +
    face("M590 330C630 390 640 420 640 450A50 50 0 0 1 540 450C540 420 550 390 590 330Z", c) +
    `<path d="M565 455a25 25 0 0 0 25 25" fill="none" stroke="#fff8" stroke-width="10" stroke-linecap="round"/>`,
  bottle: (c) =>
    face("M280 630V350Q280 290 345 270V220H455V270Q520 290 520 350V630Z", "#eef1f3") +
    rect(335, 165, 130, 62, c, 10) +
    rect(280, 400, 240, 170, c) +
    `<rect x="310" y="440" width="180" height="60" rx="8" fill="#fff" opacity=".85"/>`,
  spraycan: (c) =>
    each(
      9,
      (i) =>
        `<circle cx="${470 + (i % 3) * 55 + (i % 2) * 12}" cy="${150 + Math.floor(i / 3) * 45}" r="${14 - Math.floor(i / 3) * 3}" fill="${c}" ${OL.replace("8", "4")}/>`,
    ) +
    rect(310, 270, 180, 370, c, 18) +
    face("M310 290Q310 215 400 205Q490 215 490 290Z", CHROME) +
    rect(380, 160, 40, 50, WHITE, 6) +
    `<rect x="310" y="380" width="180" height="130" fill="#fff" opacity=".85"/>`,
  roller: (c) =>
    tube("M560 290H620V420H400V470", STEEL, 18) +
    rect(365, 455, 70, 220, c, 30) +
    rect(160, 210, 400, 160, "#f3ead7", 40) +
    each(
      7,
      (i) => `<path d="M${205 + i * 50} 230v120" stroke="#d8c7a3" stroke-width="10" stroke-linecap="round"/>`,
    ),
  brush: (c) =>
    turn(
      -25,
      face("M365 130Q400 105 435 130L455 380H345Z", c) +
        rect(300, 370, 200, 100, CHROME, 8) +
        `<path d="M310 420h180" stroke="#8a8f94" stroke-width="8"/>` +
        face("M300 470H500V640Q450 660 400 650Q350 660 300 640Z", "#e0bd82") +
        each(5, (i) => `<path d="M${325 + i * 37} 490v140" stroke="#b58a4a" stroke-width="8"/>`),
    ),
};
