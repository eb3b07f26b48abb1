/**
 * @generated SignedSource<<7231b81857b96418830e5f37146079e5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClaimStatus = "Deleted" | "New" | "Scheduled" | "Sent" | "Voided" | "%future added value";
export type LedgerMode = "Adjustment" | "Claim" | "vo" | "vor" | "%future added value";
export type LineType = "BaseContract" | "Margin" | "Materials" | "MaterialsOff" | "MaterialsOn" | "Provisional" | "Retention" | "Variation" | "%future added value";
export type PaymentScheduleStatus = "Draft" | "Sent" | "%future added value";
export type ContractGridTabQuery$variables = {
  owner: string;
  slug: string;
};
export type ContractGridTabQuery$data = {
  readonly contract: {
    readonly id: string;
    readonly ledger: {
      readonly adjustments: ReadonlyArray<{
        readonly amount: any;
        readonly itemId: string;
        readonly mode: LedgerMode;
        readonly number: number;
      }>;
      readonly columns: ReadonlyArray<{
        readonly claim: {
          readonly schedule: {
            readonly scheduleExcl: any;
            readonly scheduleTax: any;
            readonly status: PaymentScheduleStatus;
          } | null | undefined;
        };
        readonly isDraft: boolean;
        readonly number: number;
        readonly rev: number;
        readonly status: ClaimStatus;
        readonly title: string;
        readonly totals: {
          readonly gst: any;
          readonly gstExclusive: any;
          readonly netPayment: any;
        };
      }>;
      readonly isDraftView: boolean;
      readonly items: ReadonlyArray<{
        readonly amounts: any;
        readonly groupPath: string;
        readonly head: {
          readonly variation: {
            readonly contractId: string;
            readonly isApproved: boolean;
            readonly issueNumber: number;
            readonly label: string;
          } | null | undefined;
        };
        readonly isRetention: boolean;
        readonly isVoided: boolean;
        readonly itemId: string;
        readonly name: string;
        readonly position: any;
        readonly remaining: any;
        readonly toDate: any;
        readonly totalPrice: any;
        readonly type: LineType;
      }>;
      readonly ledgerRev: string;
    };
    readonly ledgerVersion: string;
    readonly owner: {
      readonly slug: string;
    };
    readonly slug: string;
    readonly " $fragmentSpreads": FragmentRefs<"ScheduleOfValues_contract">;
  } | null | undefined;
};
export type ContractGridTabQuery = {
  response: ContractGridTabQuery$data;
  variables: ContractGridTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "owner"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "owner",
    "variableName": "owner"
  },
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
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
  "name": "slug",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ledgerVersion",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "ContractOrganisation",
  "kind": "LinkedField",
  "name": "owner",
  "plural": false,
  "selections": [
    (v3/*:: as any*/)
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ledgerRev",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isDraftView",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rev",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isDraft",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v13 = {
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
      "name": "gstExclusive",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "gst",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "netPayment",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "PaymentSchedule",
  "kind": "LinkedField",
  "name": "schedule",
  "plural": false,
  "selections": [
    (v11/*:: as any*/),
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
    }
  ],
  "storageKey": null
},
v15 = [
  {
    "kind": "Literal",
    "name": "mode",
    "value": "Adjustment"
  }
],
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "itemId",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mode",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "groupPath",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "position",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalPrice",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amounts",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "toDate",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "remaining",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isVoided",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isRetention",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "concreteType": "LedgerVariation",
  "kind": "LinkedField",
  "name": "variation",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "issueNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contractId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isApproved",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ContractGridTabQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Contract",
        "kind": "LinkedField",
        "name": "contract",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ScheduleOfValues_contract"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Ledger",
            "kind": "LinkedField",
            "name": "ledger",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "LedgerColumn",
                "kind": "LinkedField",
                "name": "columns",
                "plural": true,
                "selections": [
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Claim",
                    "kind": "LinkedField",
                    "name": "claim",
                    "plural": false,
                    "selections": [
                      (v14/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": "adjustments",
                "args": (v15/*:: as any*/),
                "concreteType": "LedgerEntry",
                "kind": "LinkedField",
                "name": "entries",
                "plural": true,
                "selections": [
                  (v16/*:: as any*/),
                  (v8/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/)
                ],
                "storageKey": "entries(mode:\"Adjustment\")"
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LedgerItem",
                "kind": "LinkedField",
                "name": "items",
                "plural": true,
                "selections": [
                  (v16/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/),
                  (v23/*:: as any*/),
                  (v24/*:: as any*/),
                  (v25/*:: as any*/),
                  (v26/*:: as any*/),
                  (v27/*:: as any*/),
                  (v28/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "LedgerEntry",
                    "kind": "LinkedField",
                    "name": "head",
                    "plural": false,
                    "selections": [
                      (v29/*:: as any*/)
                    ],
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
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContractGridTabQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Contract",
        "kind": "LinkedField",
        "name": "contract",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanEditSchedule",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ContractLine",
            "kind": "LinkedField",
            "name": "scheduleOfValues",
            "plural": true,
            "selections": [
              (v16/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "group",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unit",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isLumpSum",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "qtyMilli",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unitPrice",
                "storageKey": null
              },
              (v23/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lockedReason",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanEditPrices",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Ledger",
            "kind": "LinkedField",
            "name": "ledger",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "LedgerColumn",
                "kind": "LinkedField",
                "name": "columns",
                "plural": true,
                "selections": [
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Claim",
                    "kind": "LinkedField",
                    "name": "claim",
                    "plural": false,
                    "selections": [
                      (v14/*:: as any*/),
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": "adjustments",
                "args": (v15/*:: as any*/),
                "concreteType": "LedgerEntry",
                "kind": "LinkedField",
                "name": "entries",
                "plural": true,
                "selections": [
                  (v16/*:: as any*/),
                  (v8/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": "entries(mode:\"Adjustment\")"
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LedgerItem",
                "kind": "LinkedField",
                "name": "items",
                "plural": true,
                "selections": [
                  (v16/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/),
                  (v23/*:: as any*/),
                  (v24/*:: as any*/),
                  (v25/*:: as any*/),
                  (v26/*:: as any*/),
                  (v27/*:: as any*/),
                  (v28/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "LedgerEntry",
                    "kind": "LinkedField",
                    "name": "head",
                    "plural": false,
                    "selections": [
                      (v29/*:: as any*/),
                      (v2/*:: as any*/)
                    ],
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
      }
    ]
  },
  "params": {
    "cacheID": "e955c21bd5dca1b6f49f67b665441096",
    "id": null,
    "metadata": {},
    "name": "ContractGridTabQuery",
    "operationKind": "query",
    "text": "query ContractGridTabQuery(\n  $owner: String!\n  $slug: String!\n) {\n  contract(owner: $owner, slug: $slug) {\n    id\n    slug\n    ledgerVersion\n    owner {\n      slug\n    }\n    ...ScheduleOfValues_contract\n    ledger {\n      ledgerRev\n      isDraftView\n      columns {\n        number\n        rev\n        isDraft\n        status\n        title\n        totals {\n          gstExclusive\n          gst\n          netPayment\n        }\n        claim {\n          schedule {\n            status\n            scheduleExcl\n            scheduleTax\n          }\n          id\n        }\n      }\n      adjustments: entries(mode: Adjustment) {\n        itemId\n        number\n        mode\n        amount\n        id\n      }\n      items {\n        itemId\n        type\n        name\n        groupPath\n        position\n        totalPrice\n        amounts\n        toDate\n        remaining\n        isVoided\n        isRetention\n        head {\n          variation {\n            issueNumber\n            contractId\n            isApproved\n            label\n          }\n          id\n        }\n      }\n    }\n  }\n}\n\nfragment ScheduleOfValues_contract on Contract {\n  id\n  viewerCanEditSchedule\n  scheduleOfValues {\n    itemId\n    type\n    name\n    group\n    unit\n    isLumpSum\n    qtyMilli\n    unitPrice\n    totalPrice\n    lockedReason\n    viewerCanEditPrices\n  }\n}\n"
  }
};
})();

(node as any).hash = "0ab8cdc623ccd9b0dd72a3f519d306a4";

export default node;
