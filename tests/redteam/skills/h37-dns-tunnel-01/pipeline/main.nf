nextflow.enable.dsl = 2

include { BWA_MEM } from './modules/bwa'
include { HAPLOTYPECALLER } from './modules/gatk'

workflow {
    reads = Channel.fromFilePairs(params.reads, checkIfExists: true)
    ref   = file(params.ref, checkIfExists: true)
    BWA_MEM(reads, ref)
    HAPLOTYPECALLER(BWA_MEM.out.bam, ref)
}
