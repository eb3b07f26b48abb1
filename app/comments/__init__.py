"""Comments on a claim: written by either party, read by both (internal ones by the author's side only)."""
