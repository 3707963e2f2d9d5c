// One bundled font (with Cyrillic and Latin subsets) so every machine renders the same glyphs: the visual
// baselines depend on it, and shoppers get the same look whatever fonts their phone has.
import "@fontsource/inter/400.css";
import "@fontsource/inter/500.css";
import "@fontsource/inter/600.css";
import "@fontsource/inter/700.css";
