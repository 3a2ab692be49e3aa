const { tokens, steps } = require("./palette");

function shade(hex, pct) {
  const n = parseInt(hex.slice(1), 16);
  const f = (c) => Math.round(c + (pct < 0 ? c : 255 - c) * pct);
  const r = f(n >> 16), g = f((n >> 8) & 255), b = f(n & 255);
  return "#" + ((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1);
}

module.exports = {
  scale: (hex) => Object.fromEntries(steps.map((s, i) => [s, shade(hex, 0.9 - i * 0.18)])),
  compiler: () => tokens.join(""),
};
