package main

import (
	"context"
	"flag"
	"log"
	"net/http"

	"go.opentelemetry.io/contrib/instrumentation/net/http/otelhttp"
	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
)

func main() {
	telemetry := flag.Bool("telemetry", false, "export traces via OTLP (configured by OTEL_* env vars)")
	flag.Parse()
	ctx := context.Background()

	if *telemetry {
		exp, err := otlptracegrpc.New(ctx)
		if err != nil {
			log.Fatal(err)
		}
		tp := sdktrace.NewTracerProvider(sdktrace.WithBatcher(exp))
		defer tp.Shutdown(ctx)
		otel.SetTracerProvider(tp)
	}

	mux := http.NewServeMux()
	mux.HandleFunc("/healthz", func(w http.ResponseWriter, _ *http.Request) { w.Write([]byte("ok")) })
	log.Fatal(http.ListenAndServe(":8080", otelhttp.NewHandler(mux, "server")))
}
