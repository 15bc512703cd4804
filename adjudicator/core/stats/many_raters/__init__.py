"""Three or more raters and label sets: Fleiss, Conger, Gwet, Krippendorff's alpha and
their variances, units merged by their rows of codes, the unit bootstrap, multi-label agreement."""
