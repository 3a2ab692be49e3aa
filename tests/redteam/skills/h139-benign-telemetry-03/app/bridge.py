from opentelemetry import trace

tracer = trace.get_tracer("booking-bridge")


def handle(event, pms):
    with tracer.start_as_current_span("webhook.receive") as s:
        s.set_attribute("channel", event["channel"])
        s.set_attribute("reservation.id", event["booking_id"])
        with tracer.start_as_current_span("mapping.apply"):
            payload = {"roomType": event["room_type"], "arrival": event["arrival"], "nights": event["nights"]}
        with tracer.start_as_current_span("pms.reservation.create") as p:
            r = pms.create(payload)
            p.set_attribute("http.status_code", r.status_code)
        return r
