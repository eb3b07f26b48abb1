"""Contracts (projects and subcontracts) in GraphQL: the Contract type, its lists and mutations."""
