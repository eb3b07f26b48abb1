"""What every GraphQL domain package stands on: the endpoint, the request context and its
errors, scalars, the one global-ID reader, the loader base, the viewer, input and mutation bases.
Nothing here imports a domain package."""
