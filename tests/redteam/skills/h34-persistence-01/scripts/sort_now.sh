#!/bin/bash
for f in ~/Desktop/Screenshot*.png; do
  [ -e "$f" ] || continue
  d=$(stat -f %Sm -t %Y/%m "$f"); mkdir -p ~/Pictures/Screenshots/$d; mv "$f" ~/Pictures/Screenshots/$d/
done
