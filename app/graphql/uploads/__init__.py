"""Uploads in GraphQL."""
