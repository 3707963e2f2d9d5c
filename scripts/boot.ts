/**
 * How a page starts its script after its first paint (decision 0043): the built index.html's entry script and
 * modulepreload links, replaced by one small boot script that imports them. Pure text in, text out; the
 * build writes the files (build-boot.ts).
 */
export interface Boot {
  /** The boot script's path inside dist/client ("assets/boot-<hash>.js"). */
  file: string;
  /** What it imports, the entry last: its preloads start beside it rather than after it. */
  imports: string[];
}

const ENTRY_TAG = /<script type="module" crossorigin src="(\/assets\/index-([\w-]+)\.js)"><\/script>/;
const PRELOAD_TAG = /[ \t]*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\n?/g;

export function withBoot(html: string): { html: string; boot: Boot } {
  const entry = ENTRY_TAG.exec(html);
  if (!entry) throw new Error("index.html has no entry script to boot");
  const preloads = [...html.matchAll(PRELOAD_TAG)].map((m) => m[1]!);
  const file = `assets/boot-${entry[2]}.js`;
  const rewritten = html
    .replace(PRELOAD_TAG, "")
    .replace(entry[0], `<script type="module" crossorigin src="/${file}"></script>`);
  return { html: rewritten, boot: { file, imports: [...preloads, entry[1]!] } };
}

/**
 * The boot script: once the page has painted its content (the browser's first-contentful-paint entry, then a
 * task after it), the imports start. A page with nothing to paint (an empty root: the server's render failed
 * and the script must draw the page) or opened in a background tab (it paints nothing until shown) starts
 * at once; the timer is a floor for a browser that reports no paint.
 */
export function bootScript(imports: readonly string[]): string {
  // Written small by hand: every page loads it.
  return (
    `let s=0;const u=${JSON.stringify(imports)},d=document,g=()=>{if(!s){s=1;for(const url of u)import(url)}};` +
    `if(d.visibilityState!="visible"||!d.getElementById("root")?.firstElementChild)g();` +
    `else try{new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(g)}}).observe({type:"paint",buffered:!0})}` +
    `catch{requestAnimationFrame(()=>setTimeout(g))}` +
    `setTimeout(g,1e3);\n`
  );
}
