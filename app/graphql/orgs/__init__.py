"""The organisation workspace in GraphQL: the Organisation type, members, invitations, contacts,
name and business details.

Thin: each resolver parses IDs and calls app.orgs.service, where the permission checks and
rules live. IDs of another organisation's objects are answered exactly like IDs that do not
exist (null from `node`, 'X not found' from a mutation).
"""
