"""The agreement report assembled from the rooms below it: every pair's block, the
many-rater block, the multi-label block, their options and JSON, from ratings or from counts."""
