'use strict';
// Brand palette and the layout seed used for deterministic variant ordering.
module.exports = {
  bg: '#0b1020', fg: '#ffffff', accent: '#ffb000',
  seed: 'thumb-layout-v3',
};
