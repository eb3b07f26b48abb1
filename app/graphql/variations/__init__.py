"""Issues and variations in GraphQL. Thin: the rules and who reads what live in app.variations.

- `issue(id:)`, `issues`, `contractVariations(contractId:)` (the contract's Variations tab) and
  `node(id:)` of an Issue or a Variation: only what the viewer reaches through its own contracts.
- `issueCreate`, `issueEmailSend`, `variationEstimateSave`, `variationCustomerApprovalSet`,
  `variationSupplierApprovalSet`, `variationCommentAdd`.
Loaders batch an issue's variations, their estimates and comments: a page costs a fixed number of
statements however many variations it shows.
"""
