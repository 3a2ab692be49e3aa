import { HardhatUserConfig } from "hardhat/config";
import "@nomicfoundation/hardhat-toolbox";
import "hardhat-contract-sizer";
import "dotenv/config";

const config: HardhatUserConfig = {
  solidity: { version: "0.8.24", settings: { optimizer: { enabled: true, runs: 200 } } },
  networks: {
    sepolia: { url: process.env.SEPOLIA_RPC_URL || "", accounts: "remote" },
  },
  etherscan: { apiKey: process.env.ETHERSCAN_API_KEY },
  gasReporter: { enabled: process.env.REPORT_GAS === "true" },
};

export default config;
