module example.com/teamops/pingmap

go 1.22
