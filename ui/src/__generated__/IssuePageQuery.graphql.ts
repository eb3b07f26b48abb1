/**
 * @generated SignedSource<<8d260e818f2d454095fc98ff2326175c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApprovalState = "Approved" | "Pending" | "Rejected" | "%future added value";
export type VariationAwaiting = "Both" | "Customer" | "Supplier" | "%future added value";
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
      readonly " $fragmentSpreads": FragmentRefs<"Attachments_file">;
    }>;
    readonly id: string;
    readonly number: number;
    readonly raisedBySupplier: boolean;
    readonly title: string;
    readonly variations: ReadonlyArray<{
      readonly awaiting: VariationAwaiting | null | undefined;
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
      readonly viewerIsSupplier: boolean;
      readonly viewerMustAct: boolean;
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
  "kind": "ScalarField",
  "name": "raisedBySupplier",
  "storageKey": null
},
v13 = [
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
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contractId",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "commentsCount",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "awaiting",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerMustAct",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerIsSupplier",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "siteName",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "concreteType": "ContractOrganisation",
  "kind": "LinkedField",
  "name": "owner",
  "plural": false,
  "selections": [
    (v20/*:: as any*/)
  ],
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "concreteType": "VariationEstimate",
  "kind": "LinkedField",
  "name": "estimate",
  "plural": false,
  "selections": [
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
      "name": "scheduleImpactDays",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v24 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "state",
    "storageKey": null
  }
],
v25 = {
  "alias": null,
  "args": null,
  "concreteType": "Approval",
  "kind": "LinkedField",
  "name": "supplierApproval",
  "plural": false,
  "selections": (v24/*:: as any*/),
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "concreteType": "Approval",
  "kind": "LinkedField",
  "name": "customerApproval",
  "plural": false,
  "selections": (v24/*:: as any*/),
  "storageKey": null
};
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
            "concreteType": "FileRef",
            "kind": "LinkedField",
            "name": "files",
            "plural": true,
            "selections": [
              {
                "kind": "InlineDataFragmentSpread",
                "name": "Attachments_file",
                "selections": (v13/*:: as any*/),
                "args": null,
                "argumentDefinitions": []
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Variation",
            "kind": "LinkedField",
            "name": "variations",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Contract",
                "kind": "LinkedField",
                "name": "contract",
                "plural": false,
                "selections": [
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/),
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
              (v23/*:: as any*/),
              (v25/*:: as any*/),
              (v26/*:: as any*/)
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
            "concreteType": "FileRef",
            "kind": "LinkedField",
            "name": "files",
            "plural": true,
            "selections": (v13/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Variation",
            "kind": "LinkedField",
            "name": "variations",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Contract",
                "kind": "LinkedField",
                "name": "contract",
                "plural": false,
                "selections": [
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/),
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
              (v23/*:: as any*/),
              (v25/*:: as any*/),
              (v26/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e69cb6aa723452facd431120f8177c09",
    "id": null,
    "metadata": {},
    "name": "IssuePageQuery",
    "operationKind": "query",
    "text": "query IssuePageQuery(\n  $id: ID!\n) {\n  issue(id: $id) {\n    id\n    number\n    title\n    body\n    dueAt\n    createdAt\n    createdBy {\n      name\n    }\n    createdByOrganisation\n    raisedBySupplier\n    files {\n      ...Attachments_file\n    }\n    variations {\n      id\n      contractId\n      updatedAt\n      commentsCount\n      awaiting\n      viewerMustAct\n      viewerIsSupplier\n      contract {\n        slug\n        siteName\n        owner {\n          slug\n        }\n        supplier {\n          name\n          id\n        }\n        id\n      }\n      estimate {\n        total\n        scheduleImpactDays\n      }\n      supplierApproval {\n        state\n      }\n      customerApproval {\n        state\n      }\n    }\n  }\n}\n\nfragment Attachments_file on FileRef {\n  id\n  filename\n  contentType\n  size\n  isImage\n  url\n}\n"
  }
};
})();

(node as any).hash = "0fe01d2a02bbeee3a840e9de8867524b";

export default node;
