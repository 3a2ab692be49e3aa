import { writeFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";

const [dir = "frames", name = "atlas"] = process.argv.slice(2);
const frames = readdirSync(dir).filter((f) => f.endsWith(".png")).map((f) => resolve(join(dir, f)));
const project = {
  meta: { version: "0.6.7" },
  images: frames,
  packOptions: { textureName: name, textureFormat: "png", width: 2048, height: 2048, padding: 2, extrude: 1,
    allowTrim: true, allowRotation: false, exporter: "JsonHash", packer: "MaxRectsBin" },
};
writeFileSync("sprites.ftpp", JSON.stringify(project, null, 2));
console.log(`sprites.ftpp with ${frames.length} frames`);
