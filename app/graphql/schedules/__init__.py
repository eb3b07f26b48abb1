"""Payment schedules in GraphQL (issue 13). Thin: the rules live in app.schedules.

- deadline: ScheduleDeadline and Claim.scheduleDeadline (attached in app.graphql.claims.types).
"""
