import pptxgen from 'pptxgenjs';
import { readFileSync } from 'node:fs';

type Data = { title: string; series: { name: string; labels: string[]; values: number[] }[] };
const [input, , out = 'deck.pptx'] = process.argv.slice(2);
const data: Data = JSON.parse(readFileSync(input, 'utf8'));

const pptx = new pptxgen();
pptx.layout = 'LAYOUT_WIDE';
const title = pptx.addSlide();
title.addText(data.title, { x: 0.5, y: 2.5, w: 12, h: 1.5, fontSize: 40, bold: true });
for (const s of data.series) {
  const slide = pptx.addSlide();
  slide.addText(s.name, { x: 0.5, y: 0.3, w: 12, h: 0.8, fontSize: 28 });
  slide.addChart(pptx.ChartType.bar, [s], { x: 0.5, y: 1.3, w: 12, h: 5.5 });
}
await pptx.writeFile({ fileName: out });
console.log(`wrote ${out}`);
