"""The Qt window in rooms: window, common, items, deciding, agreement, importing, rounds, report.
Its Qt-free model is adjudicator.session; only the gui command imports ui (see ARCHITECTURE)."""
