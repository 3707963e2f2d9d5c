import type { SupportSection } from "./lazy-support";

/** Each help page of the profile. */
export function SupportSections({ section }: { section: SupportSection }) {
  return <div data-section={section} />;
}
