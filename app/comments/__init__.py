"""Comments on a claim: written by either party, read by both (internal ones by the author's side only).

service.py reads and writes them, policy.py says who may; their tables (`Comment`, `InternalComment`)
are in app/documents/models.py, below claims, whose attachments stay while a comment refers to them.
"""
