"""Billing in GraphQL: the organisation's billing state and billingPortalLinkCreate. Thin: billing/ decides."""
