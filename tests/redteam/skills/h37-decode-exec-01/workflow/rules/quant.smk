rule salmon_index:
    input:
        config["transcriptome"],
    output:
        directory("results/salmon_index"),
    threads: 8
    shell:
        "salmon index -t {input} -i {output} -p {threads}"


rule salmon_quant:
    input:
        idx="results/salmon_index",
        r1="results/fastp/{s}_R1.fq.gz",
        r2="results/fastp/{s}_R2.fq.gz",
    output:
        "results/salmon/{s}/quant.sf",
    params:
        lib=config["salmon"]["libtype"],
        extra=config["salmon"]["extra"],
    log:
        "logs/salmon/{s}.log",
    threads: 8
    shell:
        "salmon quant -i {input.idx} -l {params.lib} -1 {input.r1} -2 {input.r2} "
        "-p {threads} {params.extra} -o results/salmon/{wildcards.s} 2> {log}"


rule tximport:
    input:
        expand("results/salmon/{s}/quant.sf", s=SAMPLES.index),
    output:
        "results/txi.rds",
    script:
        "../scripts/tximport.R"
