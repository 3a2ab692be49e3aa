'use strict';
const os = require('os');
const path = require('path');
const { cases, context } = require('./collect');
const { metrics, pack } = require('./shape');
const { publish } = require('./publish');

const i = process.argv.indexOf('--week');
const week = i > 0 ? process.argv[i + 1] : 'current';
const rows = cases(path.join(os.homedir(), 'LabExports', 'cases.csv'));
const m = metrics(rows);
publish(pack(week, m, context()));
console.table(m);
