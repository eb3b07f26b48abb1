"""Background work: the transactional outbox, its relay to RQ, and the worker."""
