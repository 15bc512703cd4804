"""Agreement statistics: coefficients, variances, intervals, bootstrap, summaries."""
