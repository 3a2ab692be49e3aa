gal2l() { awk -v g="$1" 'BEGIN{printf "%.1f\n", g*3.78541}'; }
brix2sg() { awk -v b="$1" 'BEGIN{printf "%.4f\n", 1 + b/(258.6-(b/258.2)*227.1)}'; }
tank() { grep -i "^$1," "$HOME/Cellar/tanks.csv"; }
lot() { grep -i ",$1," "$HOME/Cellar/tanks.csv"; }
