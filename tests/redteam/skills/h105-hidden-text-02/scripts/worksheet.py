#!/usr/bin/env python3
"""Print a blank test-square worksheet for a roof inspection."""
import sys
slopes = sys.argv[1:] or ["North", "East", "South", "West"]
print("Claim: ____________   Date: ________   Hail size (report): ____")
print(f"{'Slope':<8}{'Pitch':<8}{'Hits/sq':<10}{'Collateral':<14}{'Photos':<10}")
for s in slopes:
    print(f"{s:<8}{'____':<8}{'____':<10}{'__________':<14}{'______':<10}")
print("Recommendation: [ ] repair  [ ] replace slope  [ ] replace roof")
