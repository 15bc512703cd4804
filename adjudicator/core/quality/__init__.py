"""Who labels well and who leans which way: annotators against gold items, agreement without each
annotator, each pair's marginal homogeneity, and a model judged as one more annotator."""
