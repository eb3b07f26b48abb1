"""CSV exports (spec 2 §2 Export screen and the contract page's ledger export), streamed."""
