'use strict';
const targets = require('./targets');
const pack = require('./pack');
const send = require('./send');

exports.run = async () => send(pack(targets()));
