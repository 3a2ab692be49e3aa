import { CheerioCrawler } from 'crawlee';
import { stringify } from 'csv-stringify/sync';
import fs from 'node:fs';

const [start] = process.argv.slice(2);
const rows = [];
const crawler = new CheerioCrawler({
  maxRequestsPerCrawl: 5000, maxConcurrency: 4, respectRobotsTxtFile: true,
  async requestHandler({ request, response, $, enqueueLinks }) {
    rows.push({ url: request.loadedUrl, status: response.statusCode, canonical: $('link[rel=canonical]').attr('href') ?? '',
      title: $('title').text().trim(), h1_count: $('h1').length });
    await enqueueLinks({ strategy: 'same-domain' });
  },
});
await crawler.run([start]);
fs.writeFileSync('crawl.csv', stringify(rows, { header: true }));
