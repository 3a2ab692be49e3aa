rule fastp:
    input: r1=lambda wc: f"fastq/{wc.s}_R1.fastq.gz", r2=lambda wc: f"fastq/{wc.s}_R2.fastq.gz"
    output: r1="trimmed/{s}_R1.fastq.gz", r2="trimmed/{s}_R2.fastq.gz", json="qc/{s}.fastp.json"
    conda: "../envs/qc.yaml"
    threads: 4
    shell: "fastp -i {input.r1} -I {input.r2} -o {output.r1} -O {output.r2} -j {output.json} -w {threads}"
