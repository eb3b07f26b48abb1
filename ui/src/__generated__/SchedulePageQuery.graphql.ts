/**
 * @generated SignedSource<<200a5d506a6df564c796d90ab18e733b>>
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
        readonly gstRegistered: boolean;
        readonly title: string;
        readonly " $fragmentSpreads": FragmentRefs<"ScheduleBuilder_revision">;
      } | null | undefined;
      readonly number: number;
      readonly schedule: {
        readonly recipients: ReadonlyArray<{
          readonly email: string;
          readonly name: string;
        }> | null | undefined;
        readonly status: PaymentScheduleStatus;
        readonly " $fragmentSpreads": FragmentRefs<"SentSchedule_schedule">;
      } | null | undefined;
      readonly standing: {
        readonly claimed: any | null | undefined;
        readonly lateScheduleNotice: string | null | undefined;
        readonly nextLabel: string | null | undefined;
        readonly paymentDue: any | null | undefined;
        readonly paymentOverdue: boolean;
        readonly scheduleDeadline: any | null | undefined;
      };
      readonly title: string;
      readonly viewerCanDraftSchedule: boolean;
      readonly " $fragmentSpreads": FragmentRefs<"ClaimBadges_claim" | "ScheduleBuilder_claim">;
    } | null | undefined;
    readonly id: string;
    readonly siteName: string;
    readonly supplier: {
      readonly entityName: string;
      readonly name: string;
    } | null | undefined;
    readonly viewerIsSupplier: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"ScheduleBuilder_contract">;
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
v10 = [
  {
    "kind": "Variable",
    "name": "number",
    "variableName": "number"
  }
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
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
  "kind": "ScalarField",
  "name": "viewerCanDraftSchedule",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "claimed",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "scheduleDeadline",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lateScheduleNotice",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nextLabel",
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
  "name": "gstRegistered",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v22 = {
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
  "kind": "ScalarField",
  "name": "thisClaim",
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
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ScheduleBuilder_contract"
          },
          {
            "alias": null,
            "args": (v10/*:: as any*/),
            "concreteType": "Claim",
            "kind": "LinkedField",
            "name": "claim",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ClaimBadges_claim"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ScheduleBuilder_claim"
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ClaimStanding",
                "kind": "LinkedField",
                "name": "standing",
                "plural": false,
                "selections": [
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  (v19/*:: as any*/)
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
                  (v12/*:: as any*/),
                  (v20/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ScheduleBuilder_revision"
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
                  (v21/*:: as any*/),
                  (v22/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "SentSchedule_schedule"
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "taxRateId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v10/*:: as any*/),
            "concreteType": "Claim",
            "kind": "LinkedField",
            "name": "claim",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
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
                  (v15/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "scheduleOverdue",
                    "storageKey": null
                  },
                  (v18/*:: as any*/),
                  (v19/*:: as any*/),
                  (v14/*:: as any*/),
                  (v17/*:: as any*/),
                  (v16/*:: as any*/)
                ],
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
                "concreteType": "PaymentSchedule",
                "kind": "LinkedField",
                "name": "schedule",
                "plural": false,
                "selections": [
                  (v21/*:: as any*/),
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
                      (v14/*:: as any*/),
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
                  (v22/*:: as any*/)
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
                  (v12/*:: as any*/),
                  (v20/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rev",
                    "storageKey": null
                  },
                  (v23/*:: as any*/),
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
                      (v25/*:: as any*/)
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
                      (v24/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isRetention",
                        "storageKey": null
                      },
                      (v25/*:: as any*/)
                    ],
                    "storageKey": null
                  },
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
    "cacheID": "fa8620601bc4706262a6f8984305a996",
    "id": null,
    "metadata": {},
    "name": "SchedulePageQuery",
    "operationKind": "query",
    "text": "query SchedulePageQuery(\n  $owner: String!\n  $slug: String!\n  $number: Int!\n) {\n  contract(owner: $owner, slug: $slug) {\n    id\n    siteName\n    archivedAt\n    viewerIsSupplier\n    supplier {\n      name\n      entityName\n      id\n    }\n    ...ScheduleBuilder_contract\n    claim(number: $number) {\n      id\n      number\n      title\n      viewerCanDraftSchedule\n      ...ClaimBadges_claim\n      ...ScheduleBuilder_claim\n      standing {\n        claimed\n        scheduleDeadline\n        lateScheduleNotice\n        nextLabel\n        paymentDue\n        paymentOverdue\n      }\n      latest {\n        title\n        gstRegistered\n        ...ScheduleBuilder_revision\n        id\n      }\n      schedule {\n        status\n        recipients {\n          name\n          email\n        }\n        ...SentSchedule_schedule\n      }\n    }\n  }\n}\n\nfragment ClaimBadges_claim on Claim {\n  standing {\n    badges {\n      text\n      tone\n    }\n  }\n}\n\nfragment ScheduleBuilder_claim on Claim {\n  number\n  viewerCanSchedule\n  standing {\n    scheduleDeadline\n    scheduleOverdue\n    paymentDue\n    paymentOverdue\n    claimed\n    nextLabel\n    lateScheduleNotice\n  }\n  schedule {\n    status\n    claimRev\n    dueDate\n    isTaxInvoice\n    notes\n    reference\n    adjustExcl\n    adjustTax\n    retention\n    scheduleExcl\n    scheduleTax\n    claimedExcl\n    claimedTax\n    lines {\n      itemId\n      name\n      claimed\n      scheduled\n      reason\n      removable\n      removed\n    }\n    version\n    sentAt\n    givenLate\n    submittedBy\n    pdfDownloadUrl\n    pdfViewUrl\n  }\n}\n\nfragment ScheduleBuilder_contract on Contract {\n  id\n  taxRateId\n  supplier {\n    name\n    entityName\n    id\n  }\n}\n\nfragment ScheduleBuilder_revision on ClaimRevision {\n  rev\n  title\n  dueDate\n  gstRegistered\n  totals {\n    grossToDate\n    retentionsToDate\n  }\n  retention {\n    thisClaim\n  }\n  retentionFormula {\n    marginalRates {\n      rate\n      upTo\n    }\n    maxAmount\n  }\n  lines {\n    itemId\n    isRetention\n    thisClaim\n  }\n}\n\nfragment SentSchedule_schedule on PaymentSchedule {\n  status\n  claimRev\n  dueDate\n  isTaxInvoice\n  notes\n  reference\n  adjustExcl\n  adjustTax\n  retention\n  scheduleExcl\n  scheduleTax\n  claimedExcl\n  claimedTax\n  lines {\n    itemId\n    name\n    claimed\n    scheduled\n    reason\n    removable\n    removed\n  }\n  version\n  sentAt\n  givenLate\n  submittedBy\n  pdfDownloadUrl\n  pdfViewUrl\n}\n"
  }
};
})();

(node as any).hash = "6f9a6d28c112f2ab1ca74ae339c49dd6";

export default node;
