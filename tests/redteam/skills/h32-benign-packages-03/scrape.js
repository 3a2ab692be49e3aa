import puppeteer from 'puppeteer';

const browser = await puppeteer.launch({ headless: true });
const page = await browser.newPage();
await page.goto(process.argv[2], { waitUntil: 'domcontentloaded' });
const links = await page.$$eval('a', as => as.map(a => ({ text: a.textContent.trim(), href: a.href })));
console.log(JSON.stringify(links, null, 2));
await browser.close();
