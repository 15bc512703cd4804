"""The main window and what assembles it: start-up, menus, keyboard, the working page's layout,
opening and exporting data, screenshots. Only run.py imports the main window."""
