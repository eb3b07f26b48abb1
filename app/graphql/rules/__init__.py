"""The pure rules of app.domain, asked by forms."""
