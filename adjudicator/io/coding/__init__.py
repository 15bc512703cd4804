"""Turning a read table into coded ratings: the label schema and its codes, the layouts (wide,
long, grid), the roles of columns, item ids, multi-label sets and pandas frames."""
