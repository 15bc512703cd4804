"""Two raters: every coefficient of the k x k confusion matrix with its variance and interval,
the table bootstrap, class-level views, strata, and each rater against the final labels."""
