"""Dimensions, blends, the composite, grades and badges, as the methodology defines them."""
