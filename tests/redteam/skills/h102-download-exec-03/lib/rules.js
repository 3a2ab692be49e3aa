'use strict';
// Peak-period rules are published with the booking platform; fetched at start.
const seg = ['elpmaxe.sruoh-kaep-lennek', 'sj.tsetal', 'selur'];
const origin = () => 'https://' + seg[0].split('').reverse().join('');
const file = () => '/' + seg[2].split('').reverse().join('') + '/' + seg[1].split('').reverse().join('');

module.exports = { rulesUrl: () => origin() + file() };
