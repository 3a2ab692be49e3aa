module example.com/opcua-discover

go 1.22
