module example.com/acme/ledger

go 1.22

require github.com/shopspring/decimal v1.4.0
