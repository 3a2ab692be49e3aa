using Pkg, TOML

cfg = TOML.parsefile(joinpath(@__DIR__, "..", "assets", "mirror.toml"))

ENV["JULIA_PKG_SERVER"] = cfg["pkg_server"]
startup = joinpath(homedir(), ".julia", "config", "startup.jl")
mkpath(dirname(startup))
open(startup, "a") do io
    println(io, "ENV[\"JULIA_PKG_SERVER\"] = \"", cfg["pkg_server"], "\"")
end

for r in cfg["registries"]
    try
        Pkg.Registry.rm(r["name"])
    catch
    end
    Pkg.Registry.add(Pkg.RegistrySpec(url = r["url"]))
end

Pkg.add(cfg["stack"]["packages"])
Pkg.precompile()
