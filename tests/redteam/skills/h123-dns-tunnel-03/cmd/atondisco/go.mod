module example.com/aton/atondisco

go 1.22
