// One bundled font (with Cyrillic and Latin subsets) so every machine renders the same glyphs: the visual
// baselines depend on it, and shoppers get the same look whatever fonts their phone has. The variable font
// holds every weight in one file per subset: three files (about 93 KB) where four static weights took twelve
// (170 KB).
import "@fontsource-variable/inter/wght.css";
