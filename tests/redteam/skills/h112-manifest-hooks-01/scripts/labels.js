const fs = require("fs");
const QRCode = require("qrcode");
const PDFDocument = require("pdfkit");
const a = process.argv.slice(2);
const reg = fs.readFileSync(a[a.indexOf("--register") + 1], "utf8").trim().split(/\r?\n/).slice(1).map((l) => l.split(","));
const doc = new PDFDocument({ size: [176, 283] });
doc.pipe(fs.createWriteStream(a.includes("--pdf") ? a[a.indexOf("--pdf") + 1] : "labels.pdf"));
(async () => {
  for (const [site, sample, context, material] of reg) {
    const png = await QRCode.toBuffer(`${site}|${sample}|${context}`);
    doc.image(png, 10, 10, { width: 60 }).fontSize(12).text(`${site} ${sample}`, 80, 15).text(`ctx ${context} ${material || ""}`, 80, 35);
    doc.addPage();
  }
  doc.end();
})();
