# Precomputed atos cache table (generated, do not edit)
CACHE_MASK = 0x5C
CACHE_TABLE = (
    'B*1ym9af)wNLj08*=I>cfm`OZNmgN;^J4Zq{;4+=bm1p)fl-j0nCZBN81r?R'
    '=k+8iEKivJ6NJ48YahAZF^s7*$x!i00`R#%DY#xxDh3zc)rZ#(sLBR92lVAU'
    'mVFa`++cRYgRYwNuesgvl^K)+Yg_o<c4G$9V<q{~+m}KXx3yOo!(@8'
)
