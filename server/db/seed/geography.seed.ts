import { REGIONS } from "./data/regions.data.ts";
import { DISTRICTS_EAST } from "./data/districts-east.data.ts";
import { DISTRICTS_WEST } from "./data/districts-west.data.ts";
import type { Random } from "./random.ts";
import type { Row } from "./insert.ts";

interface Place {
  soato: string;
  ru: string;
  uz: string;
  sr: string;
  lat: number;
  lon: number;
}

function parse(table: string): Place[] {
  return table
    .trim()
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const [soato, ru, uz, sr, lat, lon] = line.split("|") as [
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      return { soato, ru, uz, sr, lat: Number(lat), lon: Number(lon) };
    });
}

const BTS_HOURS = ["09:00-18:00", "09:00-19:00", "08:30-18:00", "09:00-17:00"];
// Days as numbers, Monday = 1; most BTS branches work six days a week.
const BTS_WEEKDAYS = [
  [1, 2, 3, 4, 5, 6],
  [1, 2, 3, 4, 5],
  [1, 2, 3, 4, 5, 6, 7],
];
const STREETS: [string, string, string][] = [
  ["ул. Амира Темура", "Амир Темур кўчаси", "Amir Temur ko'chasi"],
  ["ул. Мустакиллик", "Мустақиллик кўчаси", "Mustaqillik ko'chasi"],
  ["ул. Навои", "Навоий кўчаси", "Navoiy ko'chasi"],
  ["ул. Бобура", "Бобур кўчаси", "Bobur ko'chasi"],
  ["ул. Узбекистанская", "Ўзбекистон кўчаси", "O'zbekiston ko'chasi"],
];

export interface GeographySeed {
  regions: Row[];
  districts: Row[];
  branches: Row[];
  takeaway: Row[];
}

/** Region ids are 1..14 in the order of REGIONS; districts get ids in file order. */
export function generateGeography(rng: Random): GeographySeed {
  const regionPlaces = parse(REGIONS);
  const regions = regionPlaces.map((r, i) => ({
    id: i + 1,
    soato: r.soato,
    title_ru: r.ru,
    title_uz: r.uz,
    title_sr: r.sr,
    latitude: r.lat,
    longitude: r.lon,
    position: i,
  }));
  const regionBySoato = new Map(regions.map((r) => [r.soato, r]));
  const districts = parse(DISTRICTS_EAST + DISTRICTS_WEST).map((d, i) => {
    const region = regionBySoato.get(d.soato.slice(0, 4))!;
    return {
      id: i + 1,
      region_id: region.id,
      soato: d.soato,
      title_ru: d.ru,
      title_uz: d.uz,
      title_sr: d.sr,
      latitude: d.lat,
      longitude: d.lon,
      has_takeaway: region.soato === "1726",
    };
  });
  const branches: Row[] = [];
  for (const district of districts) {
    // Cities and every second district have a BTS branch; Tashkent city districts have two.
    const count = district.soato.startsWith("1726")
      ? 2
      : /^\d{4}4/.test(district.soato) || district.id % 2 === 0
        ? 1
        : 0;
    for (let n = 0; n < count; n++) {
      const street = rng.pick(STREETS);
      const house = rng.int(1, 120);
      branches.push({
        id: branches.length + 1,
        region_id: district.region_id,
        district_id: district.id,
        name: `BTS ${district.title_sr.replace(/ (tumani|shahri)$/, "")}${count > 1 ? `-${n + 1}` : ""}`,
        address_ru: `${district.title_ru}, ${street[0]}, ${house}`,
        address_uz: `${district.title_uz}, ${street[1]}, ${house}-уй`,
        address_sr: `${district.title_sr}, ${street[2]}, ${house}-uy`,
        latitude: +(district.latitude + (rng.next() - 0.5) * 0.02).toFixed(6),
        longitude: +(district.longitude + (rng.next() - 0.5) * 0.02).toFixed(6),
        working_hours: rng.pick(BTS_HOURS),
        weekdays: rng.pick(BTS_WEEKDAYS),
      });
    }
  }
  const takeawayDistricts = districts.filter((d) => ["1726273", "1726294", "1726266"].includes(d.soato));
  const takeaway = takeawayDistricts.map((d, i) => ({
    id: i + 1,
    district_id: d.id,
    title_ru: `Склад-магазин «${d.title_ru}»`,
    title_uz: `Омбор-дўкон «${d.title_uz}»`,
    title_sr: `Ombor-do'kon «${d.title_sr}»`,
    latitude: d.latitude,
    longitude: d.longitude,
  }));
  return { regions, districts, branches, takeaway };
}
