import gc

from app import create_app

app = create_app()
# What start-up allocated lives as long as the process: keep it out of every later full
# collection (those pauses otherwise show up in the p95 of large GraphQL reads).
gc.freeze()
