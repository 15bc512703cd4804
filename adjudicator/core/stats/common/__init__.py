"""The building blocks every agreement statistic shares: the Estimate value object,
the reasons a value is not given, quantiles, Wilson's interval and the weights."""
