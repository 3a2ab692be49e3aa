package validate

import (
	"regexp"
	"time"
)

var epcRe = regexp.MustCompile(`^35[0-9A-F]{22}$`)

type Lift struct {
	EPC string
	At  time.Time
}

// Valid reports whether a lift event passes basic checks against the batch time.
func Valid(l Lift, batch time.Time) bool {
	if !epcRe.MatchString(l.EPC) {
		return false
	}
	d := l.At.Sub(batch)
	return d > -10*time.Minute && d < 10*time.Minute
}
