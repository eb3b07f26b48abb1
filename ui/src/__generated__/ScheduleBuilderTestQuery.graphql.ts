/**
 * @generated SignedSource<<9e6e7b851e06d43f7b2f053883a1c17e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ScheduleBuilderTestQuery$variables = Record<PropertyKey, never>;
export type ScheduleBuilderTestQuery$data = {
  readonly contract: {
    readonly claim: {
      readonly latest: {
        readonly " $fragmentSpreads": FragmentRefs<"ScheduleBuilder_revision">;
      } | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"ScheduleBuilder_claim">;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"ScheduleBuilder_contract">;
  } | null | undefined;
};
export type ScheduleBuilderTestQuery = {
  response: ScheduleBuilderTestQuery$data;
  variables: ScheduleBuilderTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "owner",
    "value": "acme"
  },
  {
    "kind": "Literal",
    "name": "slug",
    "value": "harbour"
  }
],
v1 = [
  {
    "kind": "Literal",
    "name": "number",
    "value": 1
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "claimed",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueDate",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "itemId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "thisClaim",
  "storageKey": null
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v9 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Date"
},
v10 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v11 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v12 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Cents"
},
v13 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v14 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Cents"
},
v15 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ScheduleBuilderTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Contract",
        "kind": "LinkedField",
        "name": "contract",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ScheduleBuilder_contract"
          },
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "Claim",
            "kind": "LinkedField",
            "name": "claim",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ScheduleBuilder_claim"
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ClaimRevision",
                "kind": "LinkedField",
                "name": "latest",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ScheduleBuilder_revision"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "claim(number:1)"
          }
        ],
        "storageKey": "contract(owner:\"acme\",slug:\"harbour\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ScheduleBuilderTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Contract",
        "kind": "LinkedField",
        "name": "contract",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "taxRateId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ContractContact",
            "kind": "LinkedField",
            "name": "supplier",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "entityName",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "Claim",
            "kind": "LinkedField",
            "name": "claim",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "number",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanSchedule",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ClaimStanding",
                "kind": "LinkedField",
                "name": "standing",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "scheduleDeadline",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "scheduleOverdue",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "paymentDue",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "paymentOverdue",
                    "storageKey": null
                  },
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "nextLabel",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lateScheduleNotice",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PaymentSchedule",
                "kind": "LinkedField",
                "name": "schedule",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "claimRev",
                    "storageKey": null
                  },
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isTaxInvoice",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "notes",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reference",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "adjustExcl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "adjustTax",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "retention",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "scheduleExcl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "scheduleTax",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "claimedExcl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "claimedTax",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PaymentScheduleLine",
                    "kind": "LinkedField",
                    "name": "lines",
                    "plural": true,
                    "selections": [
                      (v6/*:: as any*/),
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "scheduled",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "reason",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "removable",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "removed",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "version",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sentAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "givenLate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "submittedBy",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pdfDownloadUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pdfViewUrl",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ClaimRevision",
                "kind": "LinkedField",
                "name": "latest",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rev",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "gstRegistered",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ClaimTotals",
                    "kind": "LinkedField",
                    "name": "totals",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "grossToDate",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "retentionsToDate",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ClaimLine",
                    "kind": "LinkedField",
                    "name": "retention",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RetentionFormula",
                    "kind": "LinkedField",
                    "name": "retentionFormula",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "RetentionBand",
                        "kind": "LinkedField",
                        "name": "marginalRates",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "rate",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "upTo",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "maxAmount",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ClaimLine",
                    "kind": "LinkedField",
                    "name": "lines",
                    "plural": true,
                    "selections": [
                      (v6/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isRetention",
                        "storageKey": null
                      },
                      (v7/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": "claim(number:1)"
          }
        ],
        "storageKey": "contract(owner:\"acme\",slug:\"harbour\")"
      }
    ]
  },
  "params": {
    "cacheID": "f9de4df041c633bcf2c66a0ddb5e6cd2",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "contract": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Contract"
        },
        "contract.claim": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Claim"
        },
        "contract.claim.id": (v8/*:: as any*/),
        "contract.claim.latest": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ClaimRevision"
        },
        "contract.claim.latest.dueDate": (v9/*:: as any*/),
        "contract.claim.latest.gstRegistered": (v10/*:: as any*/),
        "contract.claim.latest.id": (v8/*:: as any*/),
        "contract.claim.latest.lines": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ClaimLine"
        },
        "contract.claim.latest.lines.isRetention": (v10/*:: as any*/),
        "contract.claim.latest.lines.itemId": (v11/*:: as any*/),
        "contract.claim.latest.lines.thisClaim": (v12/*:: as any*/),
        "contract.claim.latest.retention": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ClaimLine"
        },
        "contract.claim.latest.retention.thisClaim": (v12/*:: as any*/),
        "contract.claim.latest.retentionFormula": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RetentionFormula"
        },
        "contract.claim.latest.retentionFormula.marginalRates": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "RetentionBand"
        },
        "contract.claim.latest.retentionFormula.marginalRates.rate": (v13/*:: as any*/),
        "contract.claim.latest.retentionFormula.marginalRates.upTo": (v14/*:: as any*/),
        "contract.claim.latest.retentionFormula.maxAmount": (v14/*:: as any*/),
        "contract.claim.latest.rev": (v13/*:: as any*/),
        "contract.claim.latest.title": (v11/*:: as any*/),
        "contract.claim.latest.totals": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ClaimTotals"
        },
        "contract.claim.latest.totals.grossToDate": (v12/*:: as any*/),
        "contract.claim.latest.totals.retentionsToDate": (v12/*:: as any*/),
        "contract.claim.number": (v13/*:: as any*/),
        "contract.claim.schedule": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "PaymentSchedule"
        },
        "contract.claim.schedule.adjustExcl": (v12/*:: as any*/),
        "contract.claim.schedule.adjustTax": (v12/*:: as any*/),
        "contract.claim.schedule.claimRev": (v13/*:: as any*/),
        "contract.claim.schedule.claimedExcl": (v12/*:: as any*/),
        "contract.claim.schedule.claimedTax": (v12/*:: as any*/),
        "contract.claim.schedule.dueDate": (v9/*:: as any*/),
        "contract.claim.schedule.givenLate": (v10/*:: as any*/),
        "contract.claim.schedule.isTaxInvoice": (v10/*:: as any*/),
        "contract.claim.schedule.lines": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PaymentScheduleLine"
        },
        "contract.claim.schedule.lines.claimed": (v12/*:: as any*/),
        "contract.claim.schedule.lines.itemId": (v11/*:: as any*/),
        "contract.claim.schedule.lines.name": (v11/*:: as any*/),
        "contract.claim.schedule.lines.reason": (v11/*:: as any*/),
        "contract.claim.schedule.lines.removable": (v10/*:: as any*/),
        "contract.claim.schedule.lines.removed": (v10/*:: as any*/),
        "contract.claim.schedule.lines.scheduled": (v12/*:: as any*/),
        "contract.claim.schedule.notes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        },
        "contract.claim.schedule.pdfDownloadUrl": (v15/*:: as any*/),
        "contract.claim.schedule.pdfViewUrl": (v15/*:: as any*/),
        "contract.claim.schedule.reference": (v11/*:: as any*/),
        "contract.claim.schedule.retention": (v12/*:: as any*/),
        "contract.claim.schedule.scheduleExcl": (v12/*:: as any*/),
        "contract.claim.schedule.scheduleTax": (v12/*:: as any*/),
        "contract.claim.schedule.sentAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTime"
        },
        "contract.claim.schedule.status": {
          "enumValues": [
            "Draft",
            "Sent"
          ],
          "nullable": false,
          "plural": false,
          "type": "PaymentScheduleStatus"
        },
        "contract.claim.schedule.submittedBy": (v15/*:: as any*/),
        "contract.claim.schedule.version": (v13/*:: as any*/),
        "contract.claim.standing": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ClaimStanding"
        },
        "contract.claim.standing.claimed": (v14/*:: as any*/),
        "contract.claim.standing.lateScheduleNotice": (v15/*:: as any*/),
        "contract.claim.standing.nextLabel": (v15/*:: as any*/),
        "contract.claim.standing.paymentDue": (v9/*:: as any*/),
        "contract.claim.standing.paymentOverdue": (v10/*:: as any*/),
        "contract.claim.standing.scheduleDeadline": (v9/*:: as any*/),
        "contract.claim.standing.scheduleOverdue": (v10/*:: as any*/),
        "contract.claim.viewerCanSchedule": (v10/*:: as any*/),
        "contract.id": (v8/*:: as any*/),
        "contract.supplier": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ContractContact"
        },
        "contract.supplier.entityName": (v11/*:: as any*/),
        "contract.supplier.id": (v8/*:: as any*/),
        "contract.supplier.name": (v11/*:: as any*/),
        "contract.taxRateId": (v11/*:: as any*/)
      }
    },
    "name": "ScheduleBuilderTestQuery",
    "operationKind": "query",
    "text": "query ScheduleBuilderTestQuery {\n  contract(owner: \"acme\", slug: \"harbour\") {\n    ...ScheduleBuilder_contract\n    claim(number: 1) {\n      ...ScheduleBuilder_claim\n      latest {\n        ...ScheduleBuilder_revision\n        id\n      }\n      id\n    }\n    id\n  }\n}\n\nfragment ScheduleBuilder_claim on Claim {\n  number\n  viewerCanSchedule\n  standing {\n    scheduleDeadline\n    scheduleOverdue\n    paymentDue\n    paymentOverdue\n    claimed\n    nextLabel\n    lateScheduleNotice\n  }\n  schedule {\n    status\n    claimRev\n    dueDate\n    isTaxInvoice\n    notes\n    reference\n    adjustExcl\n    adjustTax\n    retention\n    scheduleExcl\n    scheduleTax\n    claimedExcl\n    claimedTax\n    lines {\n      itemId\n      name\n      claimed\n      scheduled\n      reason\n      removable\n      removed\n    }\n    version\n    sentAt\n    givenLate\n    submittedBy\n    pdfDownloadUrl\n    pdfViewUrl\n  }\n}\n\nfragment ScheduleBuilder_contract on Contract {\n  id\n  taxRateId\n  supplier {\n    name\n    entityName\n    id\n  }\n}\n\nfragment ScheduleBuilder_revision on ClaimRevision {\n  rev\n  title\n  dueDate\n  gstRegistered\n  totals {\n    grossToDate\n    retentionsToDate\n  }\n  retention {\n    thisClaim\n  }\n  retentionFormula {\n    marginalRates {\n      rate\n      upTo\n    }\n    maxAmount\n  }\n  lines {\n    itemId\n    isRetention\n    thisClaim\n  }\n}\n"
  }
};
})();

(node as any).hash = "e3b2504418765e353e9978a66be5085e";

export default node;
