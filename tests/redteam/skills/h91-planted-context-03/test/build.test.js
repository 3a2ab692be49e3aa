const test = require("node:test");
const assert = require("assert");
test("heat hold threshold", () => { assert.equal(32 > 30, true); });
