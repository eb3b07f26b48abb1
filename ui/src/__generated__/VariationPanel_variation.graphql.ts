/**
 * @generated SignedSource<<b40c659c09021f32e327595fb7bf34a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApprovalState = "Approved" | "Pending" | "Rejected" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type VariationPanel_variation$data = {
  readonly comments: ReadonlyArray<{
    readonly at: any;
    readonly body: string;
    readonly commentId: string;
    readonly files: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"Attachments_file">;
    }>;
    readonly id: string;
    readonly isEmail: boolean;
    readonly isInternal: boolean;
    readonly isMine: boolean;
    readonly itemName: string | null | undefined;
    readonly user: {
      readonly name: string;
    };
  }>;
  readonly commentsCount: number;
  readonly contractId: string;
  readonly customerApproval: {
    readonly by: {
      readonly name: string;
    } | null | undefined;
    readonly state: ApprovalState;
  };
  readonly estimate: {
    readonly lines: ReadonlyArray<{
      readonly amount: any;
      readonly name: string;
      readonly qtyMilli: number;
      readonly unitPrice: any;
    }>;
    readonly otherImpact: string;
    readonly rev: number;
    readonly scheduleImpact: string;
    readonly scheduleImpactDays: number | null | undefined;
    readonly submittedAt: any;
    readonly submittedBy: {
      readonly name: string;
    };
    readonly total: any;
  } | null | undefined;
  readonly estimateDisabledReason: string | null | undefined;
  readonly estimates: ReadonlyArray<{
    readonly rev: number;
  }>;
  readonly id: string;
  readonly supplierApproval: {
    readonly by: {
      readonly name: string;
    } | null | undefined;
    readonly state: ApprovalState;
  };
  readonly viewerCanComment: boolean;
  readonly viewerCanEstimate: boolean;
  readonly viewerCanSetCustomerApproval: boolean;
  readonly viewerCanSetSupplierApproval: boolean;
  readonly viewerIsSupplier: boolean;
  readonly " $fragmentType": "VariationPanel_variation";
};
export type VariationPanel_variation$key = {
  readonly " $data"?: VariationPanel_variation$data;
  readonly " $fragmentSpreads": FragmentRefs<"VariationPanel_variation">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rev",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/)
],
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "state",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "ActivityUser",
    "kind": "LinkedField",
    "name": "by",
    "plural": false,
    "selections": (v3/*:: as any*/),
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VariationPanel_variation",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "viewerIsSupplier",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanEstimate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "estimateDisabledReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanSetSupplierApproval",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanSetCustomerApproval",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanComment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "commentsCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "VariationEstimate",
      "kind": "LinkedField",
      "name": "estimate",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "otherImpact",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scheduleImpact",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scheduleImpactDays",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "submittedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ActivityUser",
          "kind": "LinkedField",
          "name": "submittedBy",
          "plural": false,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "EstimateLine",
          "kind": "LinkedField",
          "name": "lines",
          "plural": true,
          "selections": [
            (v2/*:: as any*/),
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "amount",
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
      "concreteType": "VariationEstimate",
      "kind": "LinkedField",
      "name": "estimates",
      "plural": true,
      "selections": [
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Approval",
      "kind": "LinkedField",
      "name": "supplierApproval",
      "plural": false,
      "selections": (v4/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Approval",
      "kind": "LinkedField",
      "name": "customerApproval",
      "plural": false,
      "selections": (v4/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Comment",
      "kind": "LinkedField",
      "name": "comments",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "commentId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "body",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "itemName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isInternal",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isEmail",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isMine",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ActivityUser",
          "kind": "LinkedField",
          "name": "user",
          "plural": false,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FileRef",
          "kind": "LinkedField",
          "name": "files",
          "plural": true,
          "selections": [
            {
              "kind": "InlineDataFragmentSpread",
              "name": "Attachments_file",
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "filename",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "contentType",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "size",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "isImage",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "url",
                  "storageKey": null
                }
              ],
              "args": null,
              "argumentDefinitions": []
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Variation",
  "abstractKey": null
};
})();

(node as any).hash = "4f65c74c8aca65dae28f5fe2916e9a72";

export default node;
