/**
 * @generated SignedSource<<af0f5be48b6c03220afb48cf33105236>>
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
  "name": "dueDate",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "itemId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v8 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Date"
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v10 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v11 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v12 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v13 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Cents"
},
v14 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Cents"
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
                "kind": "ScalarField",
                "name": "recordedFrom",
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
                    "name": "claimRev",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "version",
                    "storageKey": null
                  },
                  (v4/*:: as any*/),
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
                    "name": "reference",
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
                    "concreteType": "PaymentScheduleLine",
                    "kind": "LinkedField",
                    "name": "lines",
                    "plural": true,
                    "selections": [
                      (v5/*:: as any*/),
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "claimed",
                        "storageKey": null
                      },
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
                    "concreteType": "PayWhenPaidWarning",
                    "kind": "LinkedField",
                    "name": "payWhenPaidWarnings",
                    "plural": true,
                    "selections": [
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "note",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "words",
                        "storageKey": null
                      },
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RetentionReleaseWarning",
                    "kind": "LinkedField",
                    "name": "retentionReleaseWarnings",
                    "plural": true,
                    "selections": [
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "held",
                        "storageKey": null
                      },
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PaymentScheduleBasis",
                    "kind": "LinkedField",
                    "name": "basis",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "grossBefore",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "retainedBefore",
                        "storageKey": null
                      },
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
                      }
                    ],
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
                  (v4/*:: as any*/),
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
                    "kind": "ScalarField",
                    "name": "invoiceReference",
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
    "cacheID": "ec6352c5a2f8427e4ea259601995d160",
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
        "contract.claim.id": (v7/*:: as any*/),
        "contract.claim.latest": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ClaimRevision"
        },
        "contract.claim.latest.dueDate": (v8/*:: as any*/),
        "contract.claim.latest.gstRegistered": (v9/*:: as any*/),
        "contract.claim.latest.id": (v7/*:: as any*/),
        "contract.claim.latest.invoiceReference": (v10/*:: as any*/),
        "contract.claim.latest.rev": (v11/*:: as any*/),
        "contract.claim.latest.title": (v10/*:: as any*/),
        "contract.claim.number": (v11/*:: as any*/),
        "contract.claim.recordedFrom": (v12/*:: as any*/),
        "contract.claim.schedule": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "PaymentSchedule"
        },
        "contract.claim.schedule.adjustExcl": (v13/*:: as any*/),
        "contract.claim.schedule.adjustTax": (v13/*:: as any*/),
        "contract.claim.schedule.basis": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PaymentScheduleBasis"
        },
        "contract.claim.schedule.basis.grossBefore": (v13/*:: as any*/),
        "contract.claim.schedule.basis.retainedBefore": (v13/*:: as any*/),
        "contract.claim.schedule.basis.retentionFormula": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RetentionFormula"
        },
        "contract.claim.schedule.basis.retentionFormula.marginalRates": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "RetentionBand"
        },
        "contract.claim.schedule.basis.retentionFormula.marginalRates.rate": (v11/*:: as any*/),
        "contract.claim.schedule.basis.retentionFormula.marginalRates.upTo": (v14/*:: as any*/),
        "contract.claim.schedule.basis.retentionFormula.maxAmount": (v14/*:: as any*/),
        "contract.claim.schedule.basis.taxRateId": (v10/*:: as any*/),
        "contract.claim.schedule.claimRev": (v11/*:: as any*/),
        "contract.claim.schedule.dueDate": (v8/*:: as any*/),
        "contract.claim.schedule.isTaxInvoice": (v9/*:: as any*/),
        "contract.claim.schedule.lines": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PaymentScheduleLine"
        },
        "contract.claim.schedule.lines.claimed": (v13/*:: as any*/),
        "contract.claim.schedule.lines.itemId": (v10/*:: as any*/),
        "contract.claim.schedule.lines.name": (v10/*:: as any*/),
        "contract.claim.schedule.lines.reason": (v10/*:: as any*/),
        "contract.claim.schedule.lines.removable": (v9/*:: as any*/),
        "contract.claim.schedule.lines.removed": (v9/*:: as any*/),
        "contract.claim.schedule.lines.scheduled": (v13/*:: as any*/),
        "contract.claim.schedule.notes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        },
        "contract.claim.schedule.payWhenPaidWarnings": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PayWhenPaidWarning"
        },
        "contract.claim.schedule.payWhenPaidWarnings.itemId": (v12/*:: as any*/),
        "contract.claim.schedule.payWhenPaidWarnings.message": (v10/*:: as any*/),
        "contract.claim.schedule.payWhenPaidWarnings.note": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "contract.claim.schedule.payWhenPaidWarnings.words": (v10/*:: as any*/),
        "contract.claim.schedule.reference": (v10/*:: as any*/),
        "contract.claim.schedule.retentionReleaseWarnings": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "RetentionReleaseWarning"
        },
        "contract.claim.schedule.retentionReleaseWarnings.held": (v13/*:: as any*/),
        "contract.claim.schedule.retentionReleaseWarnings.itemId": (v10/*:: as any*/),
        "contract.claim.schedule.retentionReleaseWarnings.message": (v10/*:: as any*/),
        "contract.claim.schedule.version": (v11/*:: as any*/),
        "contract.claim.standing": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ClaimStanding"
        },
        "contract.claim.standing.lateScheduleNotice": (v12/*:: as any*/),
        "contract.claim.standing.nextLabel": (v12/*:: as any*/),
        "contract.claim.viewerCanSchedule": (v9/*:: as any*/),
        "contract.id": (v7/*:: as any*/),
        "contract.supplier": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ContractContact"
        },
        "contract.supplier.entityName": (v10/*:: as any*/),
        "contract.supplier.id": (v7/*:: as any*/),
        "contract.supplier.name": (v10/*:: as any*/)
      }
    },
    "name": "ScheduleBuilderTestQuery",
    "operationKind": "query",
    "text": "query ScheduleBuilderTestQuery {\n  contract(owner: \"acme\", slug: \"harbour\") {\n    ...ScheduleBuilder_contract\n    claim(number: 1) {\n      ...ScheduleBuilder_claim\n      latest {\n        ...ScheduleBuilder_revision\n        id\n      }\n      id\n    }\n    id\n  }\n}\n\nfragment ScheduleBuilder_claim on Claim {\n  number\n  viewerCanSchedule\n  recordedFrom\n  standing {\n    nextLabel\n    lateScheduleNotice\n  }\n  schedule {\n    claimRev\n    version\n    dueDate\n    isTaxInvoice\n    reference\n    notes\n    adjustExcl\n    adjustTax\n    lines {\n      itemId\n      name\n      claimed\n      scheduled\n      reason\n      removable\n      removed\n    }\n    payWhenPaidWarnings {\n      itemId\n      note\n      words\n      message\n    }\n    retentionReleaseWarnings {\n      itemId\n      held\n      message\n    }\n    basis {\n      grossBefore\n      retainedBefore\n      taxRateId\n      retentionFormula {\n        marginalRates {\n          rate\n          upTo\n        }\n        maxAmount\n      }\n    }\n  }\n}\n\nfragment ScheduleBuilder_contract on Contract {\n  id\n  supplier {\n    name\n    entityName\n    id\n  }\n}\n\nfragment ScheduleBuilder_revision on ClaimRevision {\n  rev\n  title\n  dueDate\n  gstRegistered\n  invoiceReference\n}\n"
  }
};
})();

(node as any).hash = "e3b2504418765e353e9978a66be5085e";

export default node;
