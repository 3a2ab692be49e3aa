import { readdirSync, writeFileSync, mkdirSync } from "node:fs";
import { join, basename } from "node:path";
import sharp from "sharp";
import { MaxRectsPacker } from "maxrects-packer";

const opt = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, all) =>
  v.startsWith("--") ? [...a, [v.slice(2), all[i + 1]]] : a, []));
const max = Number(opt.max || 2048), pad = 2, extrude = Number(opt.extrude || 0);
const files = readdirSync(opt.in).filter((f) => f.endsWith(".png")).sort();

const frames = [];
for (const f of files) {
  const img = sharp(join(opt.in, f));
  const { data, info } = await img.trim().toBuffer({ resolveWithObject: true });
  frames.push({ name: basename(f, ".png"), data, width: info.width + 2 * extrude, height: info.height + 2 * extrude });
}
const packer = new MaxRectsPacker(max, max, pad, { smart: true, pot: true, square: false });
packer.addArray(frames);
mkdirSync(opt.out, { recursive: true });
const bin = packer.bins[0];
const composite = bin.rects.map((r) => ({ input: r.data, left: r.x + extrude, top: r.y + extrude }));
await sharp({ create: { width: bin.width, height: bin.height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
  .composite(composite).png().toFile(opt.out + ".png");
const json = { frames: {}, meta: { image: basename(opt.out) + ".png", size: { w: bin.width, h: bin.height }, scale: "1" } };
for (const r of bin.rects) json.frames[r.name] = { frame: { x: r.x + extrude, y: r.y + extrude, w: r.width - 2 * extrude, h: r.height - 2 * extrude } };
writeFileSync(opt.out + ".json", JSON.stringify(json, null, 2));
const anims = new Set(bin.rects.map((r) => r.name.replace(/_\d+$/, "")));
console.log(`packed ${bin.rects.length} frames into ${bin.width}x${bin.height}; animations: ${[...anims].join(", ")}`);
