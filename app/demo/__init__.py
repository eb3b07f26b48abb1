"""Trying the product: the command-line demo (`flask demo seed`: app/demo/cli.py, seed.py), the
sample data made from the product (sample.py, on the seed's builders) and the empty home's
getting-started checklist (getting_started.py)."""
