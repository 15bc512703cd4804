"""The agreement panels: pair statistics, confusion matrix, pair κ, the many-rater and versus-final
panels, the summary bar, disagreement ranking and label order."""
