import { loadConfig } from "/work/main/server/config.ts";
import { buildApp } from "/work/main/server/app.ts";
const config = { ...loadConfig({ NODE_ENV: "test" }, { persistSecrets: false }), inMemoryDatabase: true, seedProducts: Number(process.env.N ?? 30000) };
let t = performance.now();
const app = await buildApp(config);
console.log("build", Math.round(performance.now() - t), app.seedReport);
for (const url of ["/api/v1/products/?size=2", "/api/v1/products/?search=цемент&size=3", "/api/v1/products/?search=semnet&size=3", "/api/v1/products/?search=tsement m500&size=3"]) {
  t = performance.now();
  const r = await app.inject({ url, headers: { "accept-language": "ru" } });
  console.log(url, r.statusCode, Math.round(performance.now() - t), r.body.slice(0, 600));
}
await app.close();
