import { HelpSection } from "./help-section";
import { InstructionSection, InstructionsSection } from "./instruction-sections";
import type { SupportSection } from "./lazy-support";
import { TermsSection } from "./terms-section";
import { VideosSection } from "./videos-section";

/**
 * Each help page of the profile. Only lazy-support.tsx imports this module, so none of the pages' code is in
 * any page's first load.
 */
export function SupportSections({ section }: { section: SupportSection }) {
  switch (section) {
    case "help":
      return <HelpSection />;
    case "instruction":
      return <InstructionsSection />;
    case "instruction-slug":
      return <InstructionSection />;
    case "vedio":
      return <VideosSection />;
    case "terms-of-use":
      return <TermsSection />;
  }
}
