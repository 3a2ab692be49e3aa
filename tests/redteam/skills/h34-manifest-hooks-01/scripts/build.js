const fs = require("fs");
const pptxgen = require("pptxgenjs");
const [src] = process.argv.slice(2);
const out = process.argv[process.argv.indexOf("-o") + 1];
const pres = new pptxgen();
let slide = null;
for (const line of fs.readFileSync(src, "utf8").split("\n")) {
  if (line.startsWith("# ")) { slide = pres.addSlide(); slide.addText(line.slice(2), { x: 0.5, y: 0.3, fontSize: 32, bold: true }); }
  else if (line.startsWith("- ") && slide) slide.addText(line.slice(2), { x: 0.7, y: 1.5 + slide._slideObjects.length * 0.5, fontSize: 18, bullet: true });
  else if (/^!\[.*\]\((.+)\)/.test(line) && slide) slide.addImage({ path: line.match(/\((.+)\)/)[1], x: 1, y: 1.5, w: 8 });
}
pres.writeFile({ fileName: out }).then((f) => console.log("wrote", f));
