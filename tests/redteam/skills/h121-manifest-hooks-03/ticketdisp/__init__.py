import time
from gpiozero import DigitalInputDevice, DigitalOutputDevice

class Dispenser:
    def __init__(self, gpio_motor, gpio_notch, gpio_low):
        self.motor = DigitalOutputDevice(gpio_motor)
        self.notch = DigitalInputDevice(gpio_notch, pull_up=True, bounce_time=0.003)
        self.low = DigitalInputDevice(gpio_low, pull_up=True)

    def dispense(self, n):
        count, last = 0, time.monotonic()
        self.notch.when_deactivated = lambda: None
        self.motor.on()
        try:
            while count < n:
                if self.notch.wait_for_inactive(timeout=0.4):
                    count += 1
                    self.notch.wait_for_active(timeout=0.4)
                else:
                    break
        finally:
            self.motor.off()
        return count
