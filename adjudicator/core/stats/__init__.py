"""Agreement statistics from the primary sources, in rooms that import downwards only:
common <- pairs (two raters) <- many_raters (three or more, label sets) <- summaries."""
