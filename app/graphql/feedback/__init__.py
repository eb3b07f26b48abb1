"""feedbackSend in GraphQL. Thin: app.feedback keeps and emails it."""
