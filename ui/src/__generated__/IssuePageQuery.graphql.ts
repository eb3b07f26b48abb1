/**
 * @generated SignedSource<<870a6c7513a5456228da89c7d0633603>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApprovalState = "Approved" | "Pending" | "Rejected" | "%future added value";
export type IssuePageQuery$variables = {
  id: string;
};
export type IssuePageQuery$data = {
  readonly issue: {
    readonly body: string;
    readonly createdAt: any;
    readonly createdBy: {
      readonly name: string;
    };
    readonly createdByOrganisation: string;
    readonly dueAt: any | null | undefined;
    readonly files: ReadonlyArray<{
      readonly contentType: string | null | undefined;
      readonly filename: string;
      readonly id: string;
      readonly isImage: boolean;
      readonly size: any | null | undefined;
      readonly url: string | null | undefined;
    }>;
    readonly id: string;
    readonly number: number;
    readonly title: string;
    readonly variations: ReadonlyArray<{
      readonly commentsCount: number;
      readonly contract: {
        readonly owner: {
          readonly slug: string;
        };
        readonly siteName: string;
        readonly slug: string;
        readonly supplier: {
          readonly name: string;
        } | null | undefined;
      };
      readonly contractId: string;
      readonly customerApproval: {
        readonly state: ApprovalState;
      };
      readonly estimate: {
        readonly scheduleImpactDays: number | null | undefined;
        readonly total: any;
      } | null | undefined;
      readonly id: string;
      readonly supplierApproval: {
        readonly state: ApprovalState;
      };
      readonly updatedAt: any;
      readonly " $fragmentSpreads": FragmentRefs<"VariationPanel_variation">;
    }>;
  } | null | undefined;
};
export type IssuePageQuery = {
  response: IssuePageQuery$data;
  variables: IssuePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
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
  "name": "number",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueAt",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = [
  (v8/*:: as any*/)
],
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "ActivityUser",
  "kind": "LinkedField",
  "name": "createdBy",
  "plural": false,
  "selections": (v9/*:: as any*/),
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdByOrganisation",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "FileRef",
  "kind": "LinkedField",
  "name": "files",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
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
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contractId",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "commentsCount",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "siteName",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "concreteType": "ContractOrganisation",
  "kind": "LinkedField",
  "name": "owner",
  "plural": false,
  "selections": [
    (v16/*:: as any*/)
  ],
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "scheduleImpactDays",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v22 = [
  (v21/*:: as any*/)
],
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rev",
  "storageKey": null
},
v24 = [
  (v21/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "ActivityUser",
    "kind": "LinkedField",
    "name": "by",
    "plural": false,
    "selections": (v9/*:: as any*/),
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "IssuePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Issue",
        "kind": "LinkedField",
        "name": "issue",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Variation",
            "kind": "LinkedField",
            "name": "variations",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Contract",
                "kind": "LinkedField",
                "name": "contract",
                "plural": false,
                "selections": [
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ContractContact",
                    "kind": "LinkedField",
                    "name": "supplier",
                    "plural": false,
                    "selections": (v9/*:: as any*/),
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
                "name": "estimate",
                "plural": false,
                "selections": [
                  (v19/*:: as any*/),
                  (v20/*:: as any*/)
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
                "selections": (v22/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Approval",
                "kind": "LinkedField",
                "name": "customerApproval",
                "plural": false,
                "selections": (v22/*:: as any*/),
                "storageKey": null
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "VariationPanel_variation"
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
    "name": "IssuePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Issue",
        "kind": "LinkedField",
        "name": "issue",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Variation",
            "kind": "LinkedField",
            "name": "variations",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Contract",
                "kind": "LinkedField",
                "name": "contract",
                "plural": false,
                "selections": [
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ContractContact",
                    "kind": "LinkedField",
                    "name": "supplier",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
                ],
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
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v23/*:: as any*/),
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
                    "selections": (v9/*:: as any*/),
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
                      (v8/*:: as any*/),
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
                "concreteType": "Approval",
                "kind": "LinkedField",
                "name": "supplierApproval",
                "plural": false,
                "selections": (v24/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Approval",
                "kind": "LinkedField",
                "name": "customerApproval",
                "plural": false,
                "selections": (v24/*:: as any*/),
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
                "concreteType": "VariationEstimate",
                "kind": "LinkedField",
                "name": "estimates",
                "plural": true,
                "selections": [
                  (v23/*:: as any*/)
                ],
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
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "commentId",
                    "storageKey": null
                  },
                  (v5/*:: as any*/),
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
                    "selections": (v9/*:: as any*/),
                    "storageKey": null
                  },
                  (v12/*:: as any*/)
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
    "cacheID": "ca036e6f00e8f0a433f8e4507a824272",
    "id": null,
    "metadata": {},
    "name": "IssuePageQuery",
    "operationKind": "query",
    "text": "query IssuePageQuery(\n  $id: ID!\n) {\n  issue(id: $id) {\n    id\n    number\n    title\n    body\n    dueAt\n    createdAt\n    createdBy {\n      name\n    }\n    createdByOrganisation\n    files {\n      id\n      filename\n      contentType\n      size\n      isImage\n      url\n    }\n    variations {\n      id\n      contractId\n      updatedAt\n      commentsCount\n      contract {\n        slug\n        siteName\n        owner {\n          slug\n        }\n        supplier {\n          name\n          id\n        }\n        id\n      }\n      estimate {\n        total\n        scheduleImpactDays\n      }\n      supplierApproval {\n        state\n      }\n      customerApproval {\n        state\n      }\n      ...VariationPanel_variation\n    }\n  }\n}\n\nfragment VariationPanel_variation on Variation {\n  id\n  contractId\n  viewerIsSupplier\n  viewerCanEstimate\n  estimateDisabledReason\n  viewerCanSetSupplierApproval\n  viewerCanSetCustomerApproval\n  viewerCanComment\n  commentsCount\n  estimate {\n    rev\n    total\n    otherImpact\n    scheduleImpact\n    scheduleImpactDays\n    submittedAt\n    submittedBy {\n      name\n    }\n    lines {\n      name\n      qtyMilli\n      unitPrice\n      amount\n    }\n  }\n  estimates {\n    rev\n  }\n  supplierApproval {\n    state\n    by {\n      name\n    }\n  }\n  customerApproval {\n    state\n    by {\n      name\n    }\n  }\n  comments {\n    id\n    commentId\n    body\n    itemName\n    isInternal\n    isEmail\n    isMine\n    at\n    user {\n      name\n    }\n    files {\n      id\n      filename\n      contentType\n      size\n      isImage\n      url\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "df546d0c14148bb535b34417fe45e2fe";

export default node;
