import type { ProfileSection } from "./profile-nav";
import type { ProfileFormsSection } from "./profile-sections";

const FORMS: readonly ProfileSection[] = [
  "details",
  "cards",
  "settings",
  "edit",
  "change-password",
  "change-number",
];

/** The sections the profile's own forms draw (profile-sections.tsx). */
export const isFormsSection = (section: ProfileSection): section is ProfileFormsSection =>
  FORMS.includes(section);
