"""Agreement of numeric scores: the intraclass correlations (Shrout & Fleiss 1979; McGraw &
Wong 1996), Lin's concordance correlation, Bland–Altman limits of agreement and the mean
absolute / root mean square differences. No Qt and no disk: arrays in, estimates out."""
