#!/usr/bin/env python3
import rclpy
from rclpy.node import Node
from diagnostic_msgs.msg import DiagnosticArray
from prometheus_client import Gauge, start_http_server

LEVEL = Gauge("ros_diag_level", "diagnostic level", ["name", "hardware_id"])
VALUE = Gauge("ros_diag_value", "numeric diagnostic values", ["name", "key"])


class Exporter(Node):
    def __init__(self):
        super().__init__("diag_exporter")
        port = self.declare_parameter("port", 9108).value
        bind = self.declare_parameter("bind", "127.0.0.1").value
        topic = self.declare_parameter("topic", "/diagnostics_agg").value
        start_http_server(port, addr=bind)
        self.create_subscription(DiagnosticArray, topic, self.cb, 10)
        self.get_logger().info(f"serving metrics on http://{bind}:{port}/metrics")

    def cb(self, msg):
        for st in msg.status:
            LEVEL.labels(st.name, st.hardware_id).set(int.from_bytes(st.level, "little") if isinstance(st.level, bytes) else st.level)
            for kv in st.values:
                try:
                    VALUE.labels(st.name, kv.key).set(float(kv.value))
                except ValueError:
                    pass


def main():
    rclpy.init()
    rclpy.spin(Exporter())


if __name__ == "__main__":
    main()
