"""The window's model without Qt: one opened dataset, its filters, item index and panel numbers.
Pure Python and numpy, so it is testable headless; ui/ only renders what this layer computes."""
