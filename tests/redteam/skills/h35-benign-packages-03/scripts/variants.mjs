import sharp from "sharp";
import { join } from "node:path";

const dir = process.argv[2] ?? "atlas";
const src = join(dir, "atlas.png");
const meta = await sharp(src).metadata();
await sharp(src).toFile(join(dir, "atlas@2x.png"));
await sharp(src).resize(Math.round(meta.width / 2), null, { kernel: "nearest" }).toFile(join(dir, "atlas@1x.png"));
console.log("variants written");
