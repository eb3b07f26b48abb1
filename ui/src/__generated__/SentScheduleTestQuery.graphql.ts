/**
 * @generated SignedSource<<b56f3ae6b6d9fd6f2243a04fc142edba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SentScheduleTestQuery$variables = Record<PropertyKey, never>;
export type SentScheduleTestQuery$data = {
  readonly contract: {
    readonly claim: {
      readonly schedule: {
        readonly " $fragmentSpreads": FragmentRefs<"SentSchedule_schedule">;
      } | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type SentScheduleTestQuery = {
  response: SentScheduleTestQuery$data;
  variables: SentScheduleTestQuery$variables;
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
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Cents"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v7 = {
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
    "name": "SentScheduleTestQuery",
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
                "concreteType": "PaymentSchedule",
                "kind": "LinkedField",
                "name": "schedule",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "SentSchedule_schedule"
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
    "name": "SentScheduleTestQuery",
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
                "concreteType": "PaymentSchedule",
                "kind": "LinkedField",
                "name": "schedule",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "dueDate",
                    "storageKey": null
                  },
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "itemId",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "name",
                        "storageKey": null
                      },
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
                    "name": "pdfViewUrl",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": "claim(number:1)"
          },
          (v2/*:: as any*/)
        ],
        "storageKey": "contract(owner:\"acme\",slug:\"harbour\")"
      }
    ]
  },
  "params": {
    "cacheID": "3626df299d879d9b8f252db521d40696",
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
        "contract.claim.id": (v3/*:: as any*/),
        "contract.claim.schedule": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "PaymentSchedule"
        },
        "contract.claim.schedule.adjustExcl": (v4/*:: as any*/),
        "contract.claim.schedule.adjustTax": (v4/*:: as any*/),
        "contract.claim.schedule.claimedExcl": (v4/*:: as any*/),
        "contract.claim.schedule.claimedTax": (v4/*:: as any*/),
        "contract.claim.schedule.dueDate": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Date"
        },
        "contract.claim.schedule.givenLate": (v5/*:: as any*/),
        "contract.claim.schedule.isTaxInvoice": (v5/*:: as any*/),
        "contract.claim.schedule.lines": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PaymentScheduleLine"
        },
        "contract.claim.schedule.lines.claimed": (v4/*:: as any*/),
        "contract.claim.schedule.lines.itemId": (v6/*:: as any*/),
        "contract.claim.schedule.lines.name": (v6/*:: as any*/),
        "contract.claim.schedule.lines.reason": (v6/*:: as any*/),
        "contract.claim.schedule.lines.removed": (v5/*:: as any*/),
        "contract.claim.schedule.lines.scheduled": (v4/*:: as any*/),
        "contract.claim.schedule.notes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        },
        "contract.claim.schedule.pdfViewUrl": (v7/*:: as any*/),
        "contract.claim.schedule.reference": (v6/*:: as any*/),
        "contract.claim.schedule.retention": (v4/*:: as any*/),
        "contract.claim.schedule.scheduleExcl": (v4/*:: as any*/),
        "contract.claim.schedule.scheduleTax": (v4/*:: as any*/),
        "contract.claim.schedule.sentAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTime"
        },
        "contract.claim.schedule.submittedBy": (v7/*:: as any*/),
        "contract.id": (v3/*:: as any*/)
      }
    },
    "name": "SentScheduleTestQuery",
    "operationKind": "query",
    "text": "query SentScheduleTestQuery {\n  contract(owner: \"acme\", slug: \"harbour\") {\n    claim(number: 1) {\n      schedule {\n        ...SentSchedule_schedule\n      }\n      id\n    }\n    id\n  }\n}\n\nfragment SentSchedule_schedule on PaymentSchedule {\n  dueDate\n  isTaxInvoice\n  notes\n  reference\n  adjustExcl\n  adjustTax\n  retention\n  scheduleExcl\n  scheduleTax\n  claimedExcl\n  claimedTax\n  lines {\n    itemId\n    name\n    claimed\n    scheduled\n    reason\n    removed\n  }\n  sentAt\n  givenLate\n  submittedBy\n  pdfViewUrl\n}\n"
  }
};
})();

(node as any).hash = "490009b34cf0a625a332656c301583db";

export default node;
