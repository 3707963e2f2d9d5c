// One bundled font so every machine renders the same glyphs: the visual baselines depend on it, and shoppers
// get the same look whatever fonts their phone has. Inter's variable font holds every weight in one file per
// script, cut to the characters the shop's three languages use (ui/theme/font-faces.ts): a page fetches at
// most three files, 58 KB together, where the whole package's subsets took 93 KB.
import "./fonts.css";
