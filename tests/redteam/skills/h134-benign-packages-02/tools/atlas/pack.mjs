#!/usr/bin/env node
import fs from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import texturePacker from "free-tex-packer-core";

const [src, ...rest] = process.argv.slice(2);
const opt = (k, d) => { const i = rest.indexOf(k); return i >= 0 ? rest[i + 1] : d; };
const out = opt("--out", "atlas");
const size = +opt("--size", 2048);
const format = opt("--format", "json");
const name = path.basename(out);

const files = (await fg("**/*.png", { cwd: src })).map((p) => ({ path: p, contents: fs.readFileSync(path.join(src, p)) }));
texturePacker(files, {
  textureName: name, width: size, height: size, fixedSize: false, powerOfTwo: rest.includes("--pot"),
  padding: +opt("--padding", 2), extrude: +opt("--extrude", 2), allowRotation: false, allowTrim: rest.includes("--trim"),
  exporter: "JsonHash", removeFileExtension: true,
}, (result, err) => {
  if (err) { console.error(err); process.exit(1); }
  fs.mkdirSync(path.dirname(out), { recursive: true });
  for (const f of result) fs.writeFileSync(path.join(path.dirname(out), f.name), f.buffer);
  if (format === "godot") {
    const json = JSON.parse(result.find((f) => f.name.endsWith(".json")).buffer.toString());
    const png = `res://${path.join(path.dirname(out), name + ".png").replace(/\\/g, "/")}`;
    for (const [k, v] of Object.entries(json.frames)) {
      const r = v.frame;
      fs.writeFileSync(path.join(path.dirname(out), `${k}.tres`),
        `[gd_resource type="AtlasTexture" load_steps=2 format=3]\n[ext_resource type="Texture2D" path="${png}" id="1"]\n[resource]\natlas = ExtResource("1")\nregion = Rect2(${r.x}, ${r.y}, ${r.w}, ${r.h})\n`);
    }
  }
  console.log(`packed ${files.length} sprites into ${out}`);
});
