/**
 * @generated SignedSource<<4aaaad4e6f74d17b961c1a235bba25ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClaimStatus = "Deleted" | "New" | "Scheduled" | "Sent" | "Voided" | "%future added value";
export type PaymentScheduleStatus = "Draft" | "Sent" | "%future added value";
export type PaymentScheduleUpdateInput = {
  adjustExcl: any;
  adjustTax: any;
  claimRev: number;
  contractId: string;
  dueDate?: any | null | undefined;
  isTaxInvoice: boolean;
  lines: ReadonlyArray<PaymentScheduleLineInput>;
  notes: ReadonlyArray<string>;
  number: number;
  reference: string;
  scheduleExcl: any;
  scheduleTax: any;
  version: number;
};
export type PaymentScheduleLineInput = {
  itemId: string;
  reason: string;
  removed?: boolean | null | undefined;
  scheduled: any;
};
export type scheduleMutationsUpdateMutation$variables = {
  input: PaymentScheduleUpdateInput;
};
export type scheduleMutationsUpdateMutation$data = {
  readonly paymentScheduleUpdate: {
    readonly claim: {
      readonly id: string;
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
        readonly reference: string;
        readonly retention: any;
        readonly scheduleExcl: any;
        readonly scheduleTax: any;
        readonly sentAt: any | null | undefined;
        readonly status: PaymentScheduleStatus;
        readonly submittedBy: string | null | undefined;
        readonly version: number;
      } | null | undefined;
      readonly status: ClaimStatus;
      readonly viewerCanDraftSchedule: boolean;
      readonly viewerCanSchedule: boolean;
      readonly " $fragmentSpreads": FragmentRefs<"ClaimBadges_claim">;
    };
  } | null | undefined;
};
export type scheduleMutationsUpdateMutation = {
  response: scheduleMutationsUpdateMutation$data;
  variables: scheduleMutationsUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
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
  "name": "status",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanSchedule",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanDraftSchedule",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "PaymentSchedule",
  "kind": "LinkedField",
  "name": "schedule",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "scheduleMutationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PaymentSchedulePayload",
        "kind": "LinkedField",
        "name": "paymentScheduleUpdate",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Claim",
            "kind": "LinkedField",
            "name": "claim",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ClaimBadges_claim"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "scheduleMutationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PaymentSchedulePayload",
        "kind": "LinkedField",
        "name": "paymentScheduleUpdate",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Claim",
            "kind": "LinkedField",
            "name": "claim",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
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
    "cacheID": "9319d31d84016f606cf89e9c0fea2082",
    "id": null,
    "metadata": {},
    "name": "scheduleMutationsUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation scheduleMutationsUpdateMutation(\n  $input: PaymentScheduleUpdateInput!\n) {\n  paymentScheduleUpdate(input: $input) {\n    claim {\n      id\n      status\n      viewerCanSchedule\n      viewerCanDraftSchedule\n      schedule {\n        status\n        claimRev\n        dueDate\n        isTaxInvoice\n        notes\n        reference\n        adjustExcl\n        adjustTax\n        retention\n        scheduleExcl\n        scheduleTax\n        claimedExcl\n        claimedTax\n        lines {\n          itemId\n          name\n          claimed\n          scheduled\n          reason\n          removable\n          removed\n        }\n        version\n        sentAt\n        givenLate\n        submittedBy\n        pdfDownloadUrl\n        pdfViewUrl\n      }\n      ...ClaimBadges_claim\n    }\n  }\n}\n\nfragment ClaimBadges_claim on Claim {\n  standing {\n    badges {\n      text\n      tone\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "654352f2583e67248c292a99c825de40";

export default node;
