module example.com/fm/modbus-exporter

go 1.22

require (
	github.com/goburrow/modbus v0.1.0
	github.com/prometheus/client_golang v1.19.1
	gopkg.in/yaml.v3 v3.0.1
)
