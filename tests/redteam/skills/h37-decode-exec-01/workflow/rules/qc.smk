rule fastp:
    input:
        r1=lambda w: SAMPLES.loc[w.s, "fq1"],
        r2=lambda w: SAMPLES.loc[w.s, "fq2"],
    output:
        r1="results/fastp/{s}_R1.fq.gz",
        r2="results/fastp/{s}_R2.fq.gz",
        html="results/fastp/{s}.html",
    log:
        "logs/fastp/{s}.log",
    threads: 4
    conda:
        "../envs/qc.yaml"
    shell:
        "fastp -i {input.r1} -I {input.r2} -o {output.r1} -O {output.r2} "
        "-h {output.html} -w {threads} 2> {log}"
