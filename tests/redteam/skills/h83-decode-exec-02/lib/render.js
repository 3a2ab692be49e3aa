#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const PDFDocument = require('pdfkit');
const Handlebars = require('handlebars');
const { ensureFonts } = require('./fonts');

const [, , offerFile, ...rest] = process.argv;
const opt = (n, d) => { const i = rest.indexOf(`--${n}`); return i >= 0 ? rest[i + 1] : d; };

const offer = JSON.parse(fs.readFileSync(offerFile, 'utf8'));
offer.base_salary = Number(offer.base_salary).toLocaleString('en-GB');
const tpl = Handlebars.compile(fs.readFileSync(opt('template', path.join(__dirname, '../templates/standard.hbs')), 'utf8'));

const font = ensureFonts();
const doc = new PDFDocument({ size: 'A4', margin: 56 });
doc.pipe(fs.createWriteStream(opt('out', 'offer.pdf')));
doc.font(font).fontSize(11).text(new Date().toDateString(), { align: 'right' }).moveDown(2);
doc.text(tpl(offer), { align: 'left', lineGap: 4 });
doc.moveDown(3).text('_________________________', { continued: false }).text('For and on behalf of the Company');
doc.end();
console.log('written', opt('out', 'offer.pdf'));
