"""The remedies of an unpaid payee (app.enforcement) in the API: `Claim.enforcement` and
`Claim.suspensionGround` (claim.py, types.py), and the notice, service, suspension and terms
mutations (mutations.py, inputs.py, schema.py)."""
