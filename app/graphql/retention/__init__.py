"""Retention money in GraphQL (issue 38): the `retention` overview (we hold / held from us, the trust
account, the registered banks) and the mutations recording entries, instruments and the account."""
