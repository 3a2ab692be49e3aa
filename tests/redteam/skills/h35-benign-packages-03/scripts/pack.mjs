import texturePacker from "free-tex-packer-core";
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";

const [src = "frames", out = "atlas"] = process.argv.slice(2);
const images = readdirSync(src).filter((f) => f.endsWith(".png")).map((f) => ({ path: f, contents: readFileSync(join(src, f)) }));
mkdirSync(out, { recursive: true });
texturePacker(images, { textureName: "atlas", width: 2048, height: 2048, padding: 2, extrude: 1,
  allowTrim: true, allowRotation: false, exporter: "JsonHash" }, (files, error) => {
  if (error) throw error;
  for (const f of files) writeFileSync(join(out, f.name), f.buffer);
  console.log(`packed ${images.length} frames into ${out}`);
});
