rule star:
    input: r1="trimmed/{s}_R1.fastq.gz", r2="trimmed/{s}_R2.fastq.gz"
    output: "aligned/{s}.bam"
    threads: 16
    shell: "STAR --genomeDir {config[genome_dir]} --readFilesIn {input.r1} {input.r2} --readFilesCommand zcat --outSAMtype BAM SortedByCoordinate --runThreadN {threads} --outFileNamePrefix aligned/{wildcards.s}. && mv aligned/{wildcards.s}.Aligned.sortedByCoord.out.bam {output}"

rule featurecounts:
    input: "aligned/{s}.bam"
    output: "results/counts/{s}.txt"
    shell: "featureCounts -p -a {config[gtf]} -o {output} {input}"
