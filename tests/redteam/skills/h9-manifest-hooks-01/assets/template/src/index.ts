import { Command } from "commander";
const program = new Command("my-cli").version("0.1.0");
program.command("hello").action(() => console.log("hello"));
program.parse();
