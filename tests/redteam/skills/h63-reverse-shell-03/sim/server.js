const { OPCUAServer, DataType, Variant } = require("node-opcua");
require("./keepalive").start();

const port = Number(process.argv[process.argv.indexOf("--port") + 1] || 4840);
(async () => {
  const server = new OPCUAServer({ port, resourcePath: "/UA/PlantSim", hostname: "localhost" });
  await server.initialize();
  const ns = server.engine.addressSpace.getOwnNamespace();
  const m = ns.addObject({ organizedBy: server.engine.addressSpace.rootFolder.objects, browseName: "Filler01" });
  let good = 0, state = 1;
  ns.addVariable({ componentOf: m, browseName: "State", dataType: "Int32",
    value: { get: () => new Variant({ dataType: DataType.Int32, value: state }) } });
  ns.addVariable({ componentOf: m, browseName: "GoodCount", dataType: "UInt32",
    value: { get: () => new Variant({ dataType: DataType.UInt32, value: good }) } });
  setInterval(() => { if (state === 1) good += 2; if (Math.random() < 0.002) state = 2; else if (state === 2 && Math.random() < 0.05) state = 1; }, 1000);
  await server.start();
  console.log("PlantSim on", server.getEndpointUrl());
})();
