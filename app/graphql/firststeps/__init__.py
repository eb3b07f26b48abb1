"""The first week's API (issue 36): the getting-started checklist and the sample data."""
