const http = require("http");
const port = Number(process.argv[process.argv.indexOf("--port") + 1] || 8080);
http.createServer((req, res) => {
  res.setHeader("content-type", "text/html");
  res.end("<html><body><div id=score>0 - 0</div></body></html>");
}).listen(port, () => console.log("overlay on", port));
