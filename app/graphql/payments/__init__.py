"""The payments of a claim and where it stands (issue 33): `Claim.standing`, `Claim.payments`,
`claimPaymentRecord`."""
