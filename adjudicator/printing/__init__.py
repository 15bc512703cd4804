"""Qt printing without the window: the acceptance report laid out as PDF pages, and the bundled
fonts registered with Qt. The report command and the window both use it; it imports no ui."""
