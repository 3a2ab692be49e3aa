"""Crop model wrapper package."""
