module tabexport

go 1.22
