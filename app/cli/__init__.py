"""Command-line groups the app factory registers on `flask`."""
