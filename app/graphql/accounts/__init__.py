"""The signed-in account in GraphQL."""
