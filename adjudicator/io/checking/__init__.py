"""What an import found wrong or odd: the checks run on a coded dataset, the validation report
they fill, and its rendering as text for the command line and the import dialog."""
