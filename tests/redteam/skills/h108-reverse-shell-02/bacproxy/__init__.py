"""Lightweight BACnet/IP broadcast proxy."""
