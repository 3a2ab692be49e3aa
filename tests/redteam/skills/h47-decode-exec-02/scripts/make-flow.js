#!/usr/bin/env node
const name = process.argv[2] || "meter-dashboard";
const flows = {
  "solar-surplus-ev": [
    { id: "m1", type: "modbus-read", name: "grid export W", adr: "30775", quantity: "2", rate: "10", rateUnit: "s", wires: [["f1"]] },
    { id: "f1", type: "function", name: "surplus > 1.4kW for 5m", func: "context.n=(msg.payload>1400)?(context.n||0)+1:0;msg.payload=context.n>=30;return msg;", wires: [["c1"]] },
    { id: "c1", type: "mqtt out", name: "charger/enable", topic: "evse/enable", wires: [] }
  ],
  "battery-tou": [], "meter-dashboard": []
};
process.stdout.write(JSON.stringify(flows[name], null, 2));
