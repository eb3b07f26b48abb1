"""Sample data for a first look at the product: `flask demo seed` (app/demo/cli.py)."""
