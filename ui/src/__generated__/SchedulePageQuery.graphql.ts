/**
 * @generated SignedSource<<e5c3304aaf17e0d722efc03c82917692>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PaymentScheduleStatus = "Draft" | "Sent" | "%future added value";
export type SchedulePageQuery$variables = {
  number: number;
  owner: string;
  slug: string;
};
export type SchedulePageQuery$data = {
  readonly contract: {
    readonly archivedAt: any | null | undefined;
    readonly claim: {
      readonly id: string;
      readonly latest: {
        readonly dueDate: any | null | undefined;
        readonly lines: ReadonlyArray<{
          readonly isRetention: boolean;
          readonly itemId: string;
          readonly thisClaim: any;
        }>;
        readonly retention: {
          readonly thisClaim: any;
        } | null | undefined;
        readonly retentionFormula: {
          readonly marginalRates: ReadonlyArray<{
            readonly rate: number;
            readonly upTo: any | null | undefined;
          }>;
          readonly maxAmount: any | null | undefined;
        } | null | undefined;
        readonly rev: number;
        readonly title: string;
        readonly totals: {
          readonly grossToDate: any;
          readonly retentionsToDate: any;
        };
      } | null | undefined;
      readonly number: number;
      readonly schedule: {
        readonly adjustExcl: any;
        readonly adjustTax: any;
        readonly claimRev: number;
        readonly claimedExcl: any;
        readonly claimedTax: any;
        readonly dueDate: any | null | undefined;
        readonly givenLate: boolean;
        readonly isTaxInvoice: boolean;
        readonly lines: ReadonlyArray<{
          readonly claimed: any;
          readonly itemId: string;
          readonly name: string;
          readonly reason: string;
          readonly removable: boolean;
          readonly removed: boolean;
          readonly scheduled: any;
        }>;
        readonly notes: ReadonlyArray<string>;
        readonly pdfDownloadUrl: string | null | undefined;
        readonly pdfViewUrl: string | null | undefined;
        readonly recipients: ReadonlyArray<{
          readonly email: string;
          readonly name: string;
        }> | null | undefined;
        readonly reference: string;
        readonly retention: any;
        readonly scheduleExcl: any;
        readonly scheduleTax: any;
        readonly sentAt: any | null | undefined;
        readonly status: PaymentScheduleStatus;
        readonly submittedBy: string | null | undefined;
        readonly version: number;
      } | null | undefined;
      readonly standing: {
        readonly claimed: any | null | undefined;
        readonly lateScheduleNotice: string | null | undefined;
        readonly nextLabel: string | null | undefined;
        readonly paymentDue: any | null | undefined;
        readonly paymentOverdue: boolean;
        readonly scheduleDeadline: any | null | undefined;
        readonly scheduleOverdue: boolean;
      };
      readonly title: string;
      readonly viewerCanDraftSchedule: boolean;
      readonly viewerCanSchedule: boolean;
      readonly " $fragmentSpreads": FragmentRefs<"ClaimBadges_claim">;
    } | null | undefined;
    readonly id: string;
    readonly siteName: string;
    readonly supplier: {
      readonly entityName: string;
      readonly name: string;
    } | null | undefined;
    readonly taxRateId: string;
    readonly viewerIsSupplier: boolean;
  } | null | undefined;
};
export type SchedulePageQuery = {
  response: SchedulePageQuery$data;
  variables: SchedulePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "number"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "owner"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v3 = [
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "siteName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "archivedAt",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerIsSupplier",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "entityName",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "taxRateId",
  "storageKey": null
},
v11 = [
  {
    "kind": "Variable",
    "name": "number",
    "variableName": "number"
  }
],
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanDraftSchedule",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanSchedule",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "scheduleDeadline",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "scheduleOverdue",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paymentDue",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paymentOverdue",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "claimed",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nextLabel",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lateScheduleNotice",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueDate",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "itemId",
  "storageKey": null
},
v25 = {
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
    (v23/*:: as any*/),
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
        (v24/*:: as any*/),
        (v8/*:: as any*/),
        (v20/*:: as any*/),
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentScheduleRecipient",
      "kind": "LinkedField",
      "name": "recipients",
      "plural": true,
      "selections": [
        (v8/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rev",
  "storageKey": null
},
v27 = {
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
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "thisClaim",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "concreteType": "ClaimLine",
  "kind": "LinkedField",
  "name": "retention",
  "plural": false,
  "selections": [
    (v28/*:: as any*/)
  ],
  "storageKey": null
},
v30 = {
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
v31 = {
  "alias": null,
  "args": null,
  "concreteType": "ClaimLine",
  "kind": "LinkedField",
  "name": "lines",
  "plural": true,
  "selections": [
    (v24/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isRetention",
      "storageKey": null
    },
    (v28/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SchedulePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Contract",
        "kind": "LinkedField",
        "name": "contract",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ContractContact",
            "kind": "LinkedField",
            "name": "supplier",
            "plural": false,
            "selections": [
              (v8/*:: as any*/),
              (v9/*:: as any*/)
            ],
            "storageKey": null
          },
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": (v11/*:: as any*/),
            "concreteType": "Claim",
            "kind": "LinkedField",
            "name": "claim",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ClaimBadges_claim"
              },
              (v15/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ClaimStanding",
                "kind": "LinkedField",
                "name": "standing",
                "plural": false,
                "selections": [
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/)
                ],
                "storageKey": null
              },
              (v25/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ClaimRevision",
                "kind": "LinkedField",
                "name": "latest",
                "plural": false,
                "selections": [
                  (v13/*:: as any*/),
                  (v26/*:: as any*/),
                  (v23/*:: as any*/),
                  (v27/*:: as any*/),
                  (v29/*:: as any*/),
                  (v30/*:: as any*/),
                  (v31/*:: as any*/)
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SchedulePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Contract",
        "kind": "LinkedField",
        "name": "contract",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ContractContact",
            "kind": "LinkedField",
            "name": "supplier",
            "plural": false,
            "selections": [
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": (v11/*:: as any*/),
            "concreteType": "Claim",
            "kind": "LinkedField",
            "name": "claim",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
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
                    "concreteType": "ClaimBadge",
                    "kind": "LinkedField",
                    "name": "badges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "text",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "tone",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/)
                ],
                "storageKey": null
              },
              (v15/*:: as any*/),
              (v25/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ClaimRevision",
                "kind": "LinkedField",
                "name": "latest",
                "plural": false,
                "selections": [
                  (v13/*:: as any*/),
                  (v26/*:: as any*/),
                  (v23/*:: as any*/),
                  (v27/*:: as any*/),
                  (v29/*:: as any*/),
                  (v30/*:: as any*/),
                  (v31/*:: as any*/),
                  (v4/*:: as any*/)
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
    "cacheID": "4d0ade963489b672441d402e56deacab",
    "id": null,
    "metadata": {},
    "name": "SchedulePageQuery",
    "operationKind": "query",
    "text": "query SchedulePageQuery(\n  $owner: String!\n  $slug: String!\n  $number: Int!\n) {\n  contract(owner: $owner, slug: $slug) {\n    id\n    siteName\n    archivedAt\n    viewerIsSupplier\n    supplier {\n      name\n      entityName\n      id\n    }\n    taxRateId\n    claim(number: $number) {\n      id\n      number\n      title\n      viewerCanDraftSchedule\n      ...ClaimBadges_claim\n      viewerCanSchedule\n      standing {\n        scheduleDeadline\n        scheduleOverdue\n        paymentDue\n        paymentOverdue\n        claimed\n        nextLabel\n        lateScheduleNotice\n      }\n      schedule {\n        status\n        claimRev\n        dueDate\n        isTaxInvoice\n        notes\n        reference\n        adjustExcl\n        adjustTax\n        retention\n        scheduleExcl\n        scheduleTax\n        claimedExcl\n        claimedTax\n        lines {\n          itemId\n          name\n          claimed\n          scheduled\n          reason\n          removable\n          removed\n        }\n        version\n        sentAt\n        givenLate\n        submittedBy\n        pdfDownloadUrl\n        pdfViewUrl\n        recipients {\n          name\n          email\n        }\n      }\n      latest {\n        title\n        rev\n        dueDate\n        totals {\n          grossToDate\n          retentionsToDate\n        }\n        retention {\n          thisClaim\n        }\n        retentionFormula {\n          marginalRates {\n            rate\n            upTo\n          }\n          maxAmount\n        }\n        lines {\n          itemId\n          isRetention\n          thisClaim\n        }\n        id\n      }\n    }\n  }\n}\n\nfragment ClaimBadges_claim on Claim {\n  standing {\n    badges {\n      text\n      tone\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "aa6889aeb4367209c00f6134d78f2279";

export default node;
