"""The GraphQL API: core/ below one package per domain, composed by schema.py (see README.md)."""
