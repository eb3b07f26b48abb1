/**
 * @generated SignedSource<<65926276f00749441e1bf9cd2c8de37a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ApprovalState = "Approved" | "Pending" | "Rejected" | "%future added value";
export type VariationAwaiting = "Both" | "Customer" | "Supplier" | "%future added value";
export type VariationRegisterState = "Approved" | "Open" | "Rejected" | "%future added value";
export type RegisterPageQuery$variables = {
  projectId?: string | null | undefined;
  state?: VariationRegisterState | null | undefined;
};
export type RegisterPageQuery$data = {
  readonly variationRegister: ReadonlyArray<{
    readonly awaiting: VariationAwaiting | null | undefined;
    readonly contract: {
      readonly customer: {
        readonly name: string;
      } | null | undefined;
      readonly siteName: string;
      readonly supplier: {
        readonly name: string;
      } | null | undefined;
    };
    readonly contractId: string;
    readonly customerApproval: {
      readonly state: ApprovalState;
    };
    readonly estimate: {
      readonly total: any;
    } | null | undefined;
    readonly id: string;
    readonly issue: {
      readonly id: string;
      readonly number: number;
      readonly raisedBySupplier: boolean;
      readonly title: string;
    };
    readonly supplierApproval: {
      readonly state: ApprovalState;
    };
    readonly viewerIsSupplier: boolean;
    readonly viewerMustAct: boolean;
  }>;
  readonly variationRegisterVersion: string;
};
export type RegisterPageQuery = {
  response: RegisterPageQuery$data;
  variables: RegisterPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "projectId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "state"
},
v2 = [
  {
    "kind": "Variable",
    "name": "projectId",
    "variableName": "projectId"
  },
  {
    "kind": "Variable",
    "name": "state",
    "variableName": "state"
  }
],
v3 = {
  "alias": null,
  "args": (v2/*:: as any*/),
  "kind": "ScalarField",
  "name": "variationRegisterVersion",
  "storageKey": null
},
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
  "name": "contractId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Issue",
  "kind": "LinkedField",
  "name": "issue",
  "plural": false,
  "selections": [
    (v4/*:: as any*/),
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "raisedBySupplier",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "siteName",
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
    }
  ],
  "storageKey": null
},
v11 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "state",
    "storageKey": null
  }
],
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "Approval",
  "kind": "LinkedField",
  "name": "supplierApproval",
  "plural": false,
  "selections": (v11/*:: as any*/),
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "Approval",
  "kind": "LinkedField",
  "name": "customerApproval",
  "plural": false,
  "selections": (v11/*:: as any*/),
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "awaiting",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerMustAct",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerIsSupplier",
  "storageKey": null
},
v17 = [
  (v8/*:: as any*/),
  (v4/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RegisterPageQuery",
    "selections": [
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Variation",
        "kind": "LinkedField",
        "name": "variationRegister",
        "plural": true,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Contract",
            "kind": "LinkedField",
            "name": "contract",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ContractContact",
                "kind": "LinkedField",
                "name": "supplier",
                "plural": false,
                "selections": (v9/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ContractContact",
                "kind": "LinkedField",
                "name": "customer",
                "plural": false,
                "selections": (v9/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v10/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/)
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
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RegisterPageQuery",
    "selections": [
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Variation",
        "kind": "LinkedField",
        "name": "variationRegister",
        "plural": true,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Contract",
            "kind": "LinkedField",
            "name": "contract",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ContractContact",
                "kind": "LinkedField",
                "name": "supplier",
                "plural": false,
                "selections": (v17/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ContractContact",
                "kind": "LinkedField",
                "name": "customer",
                "plural": false,
                "selections": (v17/*:: as any*/),
                "storageKey": null
              },
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          (v10/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "202ce8c02974319a9dbf9bebfe2ae98c",
    "id": null,
    "metadata": {},
    "name": "RegisterPageQuery",
    "operationKind": "query",
    "text": "query RegisterPageQuery(\n  $state: VariationRegisterState\n  $projectId: ID\n) {\n  variationRegisterVersion(state: $state, projectId: $projectId)\n  variationRegister(state: $state, projectId: $projectId) {\n    id\n    contractId\n    issue {\n      id\n      number\n      title\n      raisedBySupplier\n    }\n    contract {\n      siteName\n      supplier {\n        name\n        id\n      }\n      customer {\n        name\n        id\n      }\n      id\n    }\n    estimate {\n      total\n    }\n    supplierApproval {\n      state\n    }\n    customerApproval {\n      state\n    }\n    awaiting\n    viewerMustAct\n    viewerIsSupplier\n  }\n}\n"
  }
};
})();

(node as any).hash = "8c2f949c273833aff0495c517edde83a";

export default node;
