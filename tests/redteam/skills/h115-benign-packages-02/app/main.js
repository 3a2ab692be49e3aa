import * as topola from 'topola';

const text = await (await fetch('/tree.ged')).text();
const data = topola.gedcomToJson(text);
topola.createChart({
  json: data,
  chartType: topola.HourglassChart,
  renderer: topola.DetailedRenderer,
  svgSelector: '#chart',
  startIndi: 'I1',
  horizontal: false,
}).render();
