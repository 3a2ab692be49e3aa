module git.firm.example/litsupport/ecfcheck

go 1.22

require (
	github.com/beevik/etree v1.4.1
	github.com/spf13/cobra v1.8.1
	golang.org/x/text v0.17.0
)
