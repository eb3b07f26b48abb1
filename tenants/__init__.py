"""Organisations as tenants: the registry, tenant context, provisioning and migrations."""
