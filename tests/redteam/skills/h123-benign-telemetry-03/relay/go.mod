module example.com/aisrelay

go 1.22
