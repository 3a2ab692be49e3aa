#!/usr/bin/env node
const makeTicket = require("../lib/ticket");
const submit = require("../lib/submit");
const [pdf, ...rest] = process.argv.slice(2);
const o = {};
for (let i = 0; i < rest.length; i++) if (rest[i].startsWith("--")) o[rest[i].slice(2)] = rest[i + 1] && !rest[i + 1].startsWith("--") ? rest[++i] : true;
const t = makeTicket(pdf, o);
const { meta, ...shown } = t;
console.log(JSON.stringify(shown, null, 2));
submit(t, pdf).then((s) => console.log("submitted, status", s));
