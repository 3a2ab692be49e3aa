const fs = require('fs');
const yaml = require('js-yaml');
const PDFDocument = require('pdfkit');

const plan = yaml.load(fs.readFileSync(process.argv[2], 'utf8'));
const doc = new PDFDocument({ size: 'A4' });
doc.pipe(fs.createWriteStream(`callsheet-${plan.date}.pdf`));
doc.fontSize(20).text(`${plan.venue} – ${plan.date}`);
for (const [dept, t] of Object.entries(plan.calls)) doc.fontSize(14).text(`${dept.padEnd(12)} ${t}`);
doc.text(`Lunch ${plan.meals.lunch}   Dinner ${plan.meals.dinner}   Show ${plan.show}`);
doc.end();
