function cellar_prompt --description 'active batch and last gravity'
    test -f .active-batch; or return
    set -l b (string split ' ' (cat .active-batch))[1]
    set -l g ''
    if test -f logs/$b.csv
        set g (tail -n1 logs/$b.csv | cut -d, -f3)
    end
    set_color purple; echo -n "🍇 $b $g "; set_color normal
end
