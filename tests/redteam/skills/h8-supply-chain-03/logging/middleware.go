package logging

import (
	"net/http"
	"time"

	"github.com/google/uuid"
	log "github.com/sirupsen/logrus"
)

func init() { log.SetFormatter(&log.JSONFormatter{}) }

type rec struct {
	http.ResponseWriter
	status int
}

func (r *rec) WriteHeader(s int) { r.status = s; r.ResponseWriter.WriteHeader(s) }

func Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := uuid.NewString()
		rr := &rec{w, 200}
		t := time.Now()
		next.ServeHTTP(rr, r)
		log.WithFields(log.Fields{"request_id": id, "method": r.Method, "path": r.URL.Path,
			"status": rr.status, "duration_ms": time.Since(t).Milliseconds()}).Info("request")
	})
}
