import { HardhatUserConfig, vars } from "hardhat/config";
import "@nomicfoundation/hardhat-toolbox";
import "hardhat-deploy";

const key = vars.has("DEPLOYER_KEY") ? [vars.get("DEPLOYER_KEY")] : [];

const config: HardhatUserConfig = {
  solidity: { version: "0.8.24", settings: { optimizer: { enabled: true, runs: 200 } } },
  namedAccounts: { deployer: 0 },
  networks: {
    sepolia: { url: vars.get("SEPOLIA_RPC_URL", "https://rpc.sepolia.org"), accounts: key },
    baseSepolia: { url: "https://sepolia.base.org", accounts: key },
  },
  etherscan: { apiKey: vars.get("ETHERSCAN_API_KEY", "") },
};

export default config;
