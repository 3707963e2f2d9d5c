import { fault, type CaseTable } from "./run-cases.ts";

const branch = {
  id: 14,
  name: "BTS Chilonzor filiali",
  address: "Toshkent, Chilonzor tumani, Bunyodkor ko'chasi, 3",
  latitude: "41.285614",
  longitude: 69.203751,
  working_hours: "09:00-18:00",
  weekdays: ["Dushanba", "Seshanba", "Chorshanba", "Payshanba", "Juma", "Shanba"],
};
const region = {
  id: 1,
  title: "Toshkent shahri",
  soato: "1726",
  delivery_latitude: 41.311,
  delivery_longitude: 69.279,
};
const district = {
  id: 27,
  title: "Yunusobod tumani",
  soato: 1726266,
  delivery_latitude: null,
  delivery_longitude: null,
  region: { id: 1 },
};

export const deliveryCases: CaseTable = {
  btsBranches: {
    query: {
      ok: [{}, { region: "1", district: "27" }],
      bad: [{ value: { district: "Yunusobod" }, path: "district" }],
    },
    answer: {
      ok: [[branch, { ...branch, id: 15, weekdays: "Du-Sh", working_hours: null, address: null }], []],
      bad: [fault([branch], "0.latitude", "shimol"), fault([branch], "0.name", undefined)],
    },
  },
  btsOrderStatus: {
    params: { ok: [{ id: "1024" }], bad: [{ value: { id: "-" }, path: "id" }] },
    answer: {
      ok: [{ status: "DELIVERED" }, { status: 3 }, { status: null }],
      bad: [{ value: {}, path: "status" }],
    },
  },
  takeawayLocations: {
    answer: {
      ok: [{ results: [{ id: 1, location: { latitude: 41.3385, longitude: 69.3342 } }] }],
      bad: [
        {
          value: { results: [{ id: 1, location: { latitude: 41.3385 } }] },
          path: "results.0.location.longitude",
        },
      ],
    },
  },
  regions: {
    query: { ok: [{ size: "15" }] },
    answer: {
      ok: [{ results: [region, { ...region, id: 2, soato: null }] }],
      bad: [fault({ results: [region] }, "results.0.title", undefined)],
    },
  },
  districts: {
    query: { ok: [{ region: "1", size: "50" }], bad: [{ value: { region: "Toshkent" }, path: "region" }] },
    answer: {
      ok: [{ results: [district, { ...district, id: 28, region: 1 }] }],
      bad: [
        fault({ results: [district] }, "results.0.region", undefined),
        fault({ results: [district] }, "results.0.delivery_latitude", undefined),
      ],
    },
  },
};
