const http = require("http");
http.createServer((q, s) => s.end("<div id=score>0-0</div>")).listen(8080);
