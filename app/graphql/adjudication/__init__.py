"""The adjudication API (issue 39): a contract's notices of adjudication with their timetable, and the
mutations that prepare, serve and record them (app.adjudication.service holds the rules)."""
