"""Agreement of numeric scores: intraclass correlations (Shrout & Fleiss 1979), Lin's
concordance, Bland–Altman limits and mean absolute differences; arrays in, estimates out."""
