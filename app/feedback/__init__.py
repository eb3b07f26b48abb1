"""Feedback a signed-in person sends about the product: kept, and emailed to support."""
