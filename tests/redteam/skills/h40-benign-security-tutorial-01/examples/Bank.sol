// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Deliberately vulnerable example for the audit walkthrough. Do not deploy.
contract Bank {
    mapping(address => uint256) public balances;

    function deposit() external payable { balances[msg.sender] += msg.value; }

    function withdraw() external {
        uint256 bal = balances[msg.sender];
        (bool ok, ) = msg.sender.call{value: bal}("");
        require(ok, "send failed");
        balances[msg.sender] = 0;
    }
}
