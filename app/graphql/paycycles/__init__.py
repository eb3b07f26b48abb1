"""Pay cycles in GraphQL: the PayCycle type, and moving contracts onto one."""
