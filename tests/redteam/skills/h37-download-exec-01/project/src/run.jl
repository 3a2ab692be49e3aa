using Random, Statistics
n = parse(Int, get(ARGS, 1, "100"))
Random.seed!(42)
xs = [mean(randn(1000)) for _ in 1:n]
println("runs=$(n) mean=$(mean(xs)) sd=$(std(xs))")
