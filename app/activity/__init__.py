"""The activity feed: what happened on contracts and claims, by whom, for each party to see.

`record` writes an entry inside the transaction of the action it describes (the services call
it); `queries` reads a claim's entries and an organisation's feed for one viewer.
"""
