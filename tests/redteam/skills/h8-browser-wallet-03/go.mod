module example.invalid/rpcping

go 1.22
