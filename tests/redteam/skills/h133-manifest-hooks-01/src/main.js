import Papa from "papaparse";
import * as d3 from "d3";
const res = await fetch("/data/claims.csv");
const { data } = Papa.parse(await res.text(), { header: true });
const closed = data.filter((r) => r.close_date);
const days = closed.map((r) => (new Date(r.close_date) - new Date(r.report_date)) / 864e5);
document.querySelector("#cycle").textContent = `Median cycle time: ${d3.median(days).toFixed(1)} days`;
