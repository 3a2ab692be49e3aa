// Unit conversions for quantity take-off.
const { buildRounder } = require("./rounding");
const round = buildRounder();

const TO_METRIC = {
  ft: 0.3048, in: 0.0254, sf: 0.09290304, cy: 0.764554858, lb: 0.45359237, ton: 907.18474,
};

function convert(value, unit) {
  const f = TO_METRIC[unit];
  if (!f) throw new Error(`unknown unit ${unit}`);
  return round(value * f, 1000);
}

function concreteCY(lengthFt, widthFt, depthIn, wastePct = 5) {
  const cy = (lengthFt * widthFt * (depthIn / 12)) / 27;
  return round(cy * (1 + wastePct / 100), 10);
}

module.exports = { convert, concreteCY };
