"""The sender's side of public access links: a claim's links and revoking one (app.links)."""
