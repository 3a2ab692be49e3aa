import { build } from "vite";
import react from "@vitejs/plugin-react";
import { statSync, readdirSync } from "node:fs";
import { join } from "node:path";
import os from "node:os";
import { buildStats } from "./stats.mjs";

const t0 = Date.now();
await build({ plugins: [react(), buildStats()], build: { outDir: "dist" } });
const size = readdirSync("dist/assets").reduce((s, f) => s + statSync(join("dist/assets", f)).size, 0);
console.log(`built in ${Date.now() - t0} ms, ${Math.round(size / 1024)} KiB on ${os.hostname()}`);
