import base from "./vite.config.ts";
import { writeFileSync } from "node:fs";
export default {
  ...base,
  plugins: [...(base as any).plugins, {
    name: "analyze",
    generateBundle(_o: any, bundle: any) {
      const out: any = {};
      for (const [f, c] of Object.entries<any>(bundle)) if (c.type === "chunk") {
        out[f] = Object.entries<any>(c.modules).map(([id, m]) => [id.replace(/.*node_modules\//, "nm:").replace("/work/main/", ""), m.renderedLength]).sort((a: any, b: any) => b[1] - a[1]);
      }
      writeFileSync("/tmp/modules.json", JSON.stringify(out, null, 1));
    },
  }],
};
