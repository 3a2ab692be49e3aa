#!/usr/bin/env node
const fs = require("fs");
const path = require("path");
const sharp = require("sharp");
const [src, out] = process.argv.slice(2);
const SIZES = { grid: [600, 750], thumb: [160, 200], square: [400, 400] };
fs.mkdirSync(out, { recursive: true });
(async () => {
  for (const f of fs.readdirSync(src).filter((x) => /_front\.jpe?g$/i.test(x))) {
    const base = f.replace(/_front\.jpe?g$/i, "");
    const trimmed = await sharp(path.join(src, f)).trim().toBuffer();
    for (const [name, [w, h]] of Object.entries(SIZES)) {
      const img = sharp(trimmed).resize(Math.round(w * 0.88), Math.round(h * 0.88), { fit: "contain", background: "#F4F4F2" })
        .extend({ top: Math.round(h * 0.06), bottom: Math.round(h * 0.06), left: Math.round(w * 0.06), right: Math.round(w * 0.06), background: "#F4F4F2" });
      await img.clone().webp({ quality: 80 }).toFile(path.join(out, `${base}_${name}.webp`));
      await img.clone().jpeg({ quality: 82 }).toFile(path.join(out, `${base}_${name}.jpg`));
    }
    console.log("done", base);
  }
})();
