import type { Language } from "../../../domain/language.ts";
import { pick } from "../../platform/language.ts";
import type { GeographyRepository } from "./geography.repository.ts";

/** Regions, districts, BTS branches and the shop's pick-up points, in the request's language. */
export class GeographyService {
  constructor(private readonly repository: GeographyRepository) {}

  async regions(lang: Language, page: number, size: number) {
    const rows = await this.repository.regions(page, size);
    return rows.map((r) => ({
      id: r.id,
      title: pick(lang, r.titleRu, r.titleUz, r.titleSr),
      soato: r.soato,
      delivery_latitude: Number(r.latitude),
      delivery_longitude: Number(r.longitude),
    }));
  }

  async districts(lang: Language, region: number | undefined, page: number, size: number) {
    const rows = await this.repository.districts(region, page, size);
    return rows.map((r) => ({
      id: r.id,
      title: pick(lang, r.titleRu, r.titleUz, r.titleSr),
      soato: r.soato,
      delivery_latitude: Number(r.latitude),
      delivery_longitude: Number(r.longitude),
      region: { id: r.regionId },
    }));
  }

  async btsBranches(lang: Language, region: number | undefined, district: number | undefined) {
    const rows = await this.repository.btsBranches(region, district);
    return rows.map((b) => ({
      id: b.id,
      name: b.name,
      address: pick(lang, b.addressRu, b.addressUz, b.addressSr),
      latitude: Number(b.latitude),
      longitude: Number(b.longitude),
      working_hours: b.workingHours,
      weekdays: b.weekdays,
    }));
  }

  async takeawayLocations(lang: Language) {
    const rows = await this.repository.takeawayLocations();
    return rows.map((t) => ({
      id: t.id,
      title: pick(lang, t.titleRu, t.titleUz, t.titleSr),
      location: { latitude: Number(t.latitude), longitude: Number(t.longitude) },
    }));
  }
}
